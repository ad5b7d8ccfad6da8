import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NoticeCursor } from './notifications.repository.ts';
import type { Language } from '../../../contract/constants.ts';
import type { Notification } from '../../../contract/notifications.contract.ts';
import { eventChunk, openEventStream } from '../../event-stream.ts';

interface Sources {
  latestNotice: (userId: number) => Promise<NoticeCursor>;
  noticesSince: (userId: number, since: NoticeCursor, language: Language) => Promise<{ notices: Notification[]; next: NoticeCursor }>;
}

/** One open app: what it was last sent, its language, and its sends one after another (none twice). */
interface Follower {
  userId: number;
  language: Language;
  write: (chunk: string) => void;
  since: NoticeCursor;
  queue: Promise<void>;
  /** Its stream has ended: what is still queued for it reads nothing. */
  closed: boolean;
}

/**
 * The open apps of this instance, by user: a NOTIFY notice_added from any instance (the
 * notifications table's trigger) sends that user's streams the notices they have not had, each
 * with its id as the event id; an app that reconnects with Last-Event-ID gets those it missed.
 * Two transactions may commit their notices' ids out of order, so a stream sends not only what
 * is newer than it has sent but also what its last read could not yet see (NoticeCursor).
 */
export function createNoticeHub(sources: Sources, onError: (error: unknown) => void) {
  const streams = new Map<number, Set<Follower>>();

  const sendNew = (follower: Follower) => {
    follower.queue = follower.queue
      .then(async () => {
        if (follower.closed) return;
        const { notices, next } = await sources.noticesSince(follower.userId, follower.since, follower.language);
        for (const notice of notices) follower.write(eventChunk('notice', notice, notice.id));
        follower.since = next;
      })
      .catch(onError);
  };

  return {
    added(userId: number): void {
      for (const follower of streams.get(userId) ?? []) sendNew(follower);
    },
    /** `after`: the Last-Event-ID of an app coming back (never past the newest notice). */
    open(request: FastifyRequest, reply: FastifyReply, userId: number, language: Language, after: number | undefined): void {
      const mine = streams.get(userId) ?? new Set();
      const stream = openEventStream(request, reply, 'retry: 5000\n\n', ({ write }) => {
        for (const follower of mine)
          if (follower.write === write) {
            follower.closed = true;
            mine.delete(follower);
          }
        if (!mine.size) streams.delete(userId);
      });
      const follower: Follower = { userId, language, write: stream.write, since: { id: 0, snapshot: '' }, queue: Promise.resolve(), closed: false };
      // Added before the newest id is read: a notice written meanwhile waits in the queue behind it.
      streams.set(userId, mine.add(follower));
      follower.queue = sources.latestNotice(userId).then(
        (latest) => {
          // Coming back, the app is sent what is newer than it saw; what was still being written when it
          // saw that, and committed while it was away, it reads with its list (decision 024).
          follower.since = { id: Math.min(after ?? latest.id, latest.id), snapshot: latest.snapshot };
          stream.write(eventChunk('ready', {}, latest.id));
        },
        (error: unknown) => {
          // Its replay, queued behind this read, is not sent: there is no place to send it from.
          follower.closed = true;
          onError(error);
          stream.end();
        },
      );
      if (after !== undefined) sendNew(follower);
    },
  };
}
export type NoticeHub = ReturnType<typeof createNoticeHub>;
