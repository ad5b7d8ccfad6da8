import { randomBytes } from 'node:crypto';
import type { PhotoCapturesRepository } from './photo-captures.repository.ts';
import { LICENCE_IMAGE_MAX_BYTES, PHOTO_CAPTURE_MINUTES } from '../../../contract/licences.contract.ts';
import type { AuthContext } from '../../auth-context.ts';
import { HttpError, notFound, said, type Said } from '../../http-errors.ts';
import { IMAGE_KINDS, readBase64Image } from '../../images.ts';

interface Deps {
  captures: PhotoCapturesRepository;
  publicUrl: string;
  now?: () => Date;
}

/** How long a desktop's request waits for the phone before it asks again. */
const LONGEST_WAIT_MS = 25_000;
const INVALID_LINK = said('photoLink.invalid');
const gone = (message: Said) => new HttpError(410, message, 'PHOTO_LINK_GONE');

/** Waiters of this instance, woken by the photo_captured notification of any instance. */
export function createUploadSignals() {
  const waiting = new Map<string, Set<() => void>>();
  return {
    signal(sessionId: string) {
      for (const wake of waiting.get(sessionId) ?? []) wake();
      waiting.delete(sessionId);
    },
    /** Starts listening at once; `woken` settles on the signal or after `ms`; `cancel` stops listening. */
    wait(sessionId: string, ms: number): { woken: Promise<void>; cancel: () => void } {
      let wake = () => undefined as void;
      const woken = new Promise<void>((resolve) => {
        const set = waiting.get(sessionId) ?? new Set();
        const timer = setTimeout(() => wake(), ms);
        wake = () => {
          clearTimeout(timer);
          set.delete(wake);
          if (!set.size && waiting.get(sessionId) === set) waiting.delete(sessionId);
          resolve();
        };
        set.add(wake);
        waiting.set(sessionId, set);
      });
      return { woken, cancel: () => wake() };
    },
  };
}
export type UploadSignals = ReturnType<typeof createUploadSignals>;

/**
 * A photo from the member's phone (docs/spec/admin-app.md 2.4): the desktop opens a short-lived,
 * single-use session bound to the member, shows its link as a QR code, and waits; the phone
 * uploads one photo to it.
 */
export function createPhotoCaptureService({ captures, publicUrl, now = () => new Date() }: Deps, signals: UploadSignals) {
  async function photoOf(ctx: AuthContext, sessionId: string) {
    const row = await captures.find(sessionId);
    if (!row || row.userId !== ctx.user.id) throw notFound(INVALID_LINK);
    return row.uploadedAt && row.data
      ? { side: row.side as 'front' | 'back', contentType: row.contentType!, image: `data:${row.contentType};base64,${row.data.toString('base64')}` }
      : null;
  }

  return {
    async start(ctx: AuthContext, side: 'front' | 'back') {
      const sessionId = randomBytes(24).toString('base64url');
      const expiresAt = new Date(now().getTime() + PHOTO_CAPTURE_MINUTES * 60_000);
      await captures.insert({ id: sessionId, userId: ctx.user.id, side, expiresAt });
      const url = `${publicUrl}/photo-capture?session=${sessionId}&side=${side}&user=${ctx.user.id}`;
      return { sessionId, side, url, expiresAt: expiresAt.toISOString() };
    },

    /** Whether a link may still take a photo: asked before its body is read, so nobody can make the server read large bodies for nothing. */
    async checkLink(sessionId: string): Promise<void> {
      const row = await captures.find(sessionId);
      if (!row) throw notFound(INVALID_LINK);
      if (row.uploadedAt) throw gone(said('photoLink.used'));
      if (row.expiresAt <= now()) throw gone(said('photoLink.expired'));
    },

    /** The phone's upload: no sign-in, the secret session (and its user) is the permission. */
    async upload(sessionId: string, input: { user: number; image: string }): Promise<void> {
      const row = await captures.find(sessionId);
      if (!row || row.userId !== input.user) throw notFound(INVALID_LINK);
      if (row.uploadedAt) throw gone(said('photoLink.used'));
      if (row.expiresAt <= now()) throw gone(said('photoLink.expired'));
      const photo = await readBase64Image(input.image, IMAGE_KINDS.licence, { maxBytes: LICENCE_IMAGE_MAX_BYTES, upload: 'licence' });
      if (!(await captures.storePhoto(sessionId, photo, now()))) throw gone(said('photoLink.used'));
    },

    /** The photo once the phone sent it, waiting up to `waitSeconds` for it; null if not yet. */
    async wait(ctx: AuthContext, sessionId: string, waitSeconds: number) {
      if (waitSeconds <= 0) return photoOf(ctx, sessionId);
      // Listening before looking: a photo that arrives in between is not missed.
      const signal = signals.wait(sessionId, Math.min(waitSeconds * 1000, LONGEST_WAIT_MS));
      try {
        const ready = await photoOf(ctx, sessionId);
        if (ready) return ready;
        await signal.woken;
        return await photoOf(ctx, sessionId);
      } finally {
        signal.cancel();
      }
    },
  };
}
export type PhotoCaptureService = ReturnType<typeof createPhotoCaptureService>;
