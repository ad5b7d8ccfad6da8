import type { FastifyReply, FastifyRequest } from 'fastify';
import { cursorText } from './notice-cursor.ts';
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
 * The event id of each of a read's notices (oldest first), so that an app coming back from it is
 * sent exactly what followed: a notice newer than the stream had sent stands at its own id in the
 * new read's snapshot; one that had been out of sight (id not newer) at the place before the
 * read; the last at the read's end. An app cut off among the late ones gets them again.
 */
const eventIds = (notices: { id: number }[], before: NoticeCursor, after: NoticeCursor): string[] =>
  notices.map(({ id }, i) => cursorText(i === notices.length - 1 ? after : id > before.id ? { id, snapshot: after.snapshot } : before));

/**
 * The open apps of this instance, by user: a NOTIFY notice_added from any instance (the
 * notifications table's trigger) sends that user's streams the notices they have not had.
 * Two transactions may commit their notices' ids out of order, so a stream sends not only what
 * is newer than it has sent but also what its last read could not yet see (NoticeCursor); each
 * event's id is that place (notice-cursor.ts), and an app that reconnects with it as
 * Last-Event-ID gets what it missed, on any instance.
 */
export function createNoticeHub(sources: Sources, onError: (error: unknown) => void) {
  const streams = new Map<number, Set<Follower>>();

  const sendNew = (follower: Follower) => {
    follower.queue = follower.queue
      .then(async () => {
        if (follower.closed) return;
        const { notices, next } = await sources.noticesSince(follower.userId, follower.since, follower.language);
        const ids = eventIds(notices, follower.since, next);
        notices.forEach((notice, i) => follower.write(eventChunk('notice', notice, ids[i])));
        follower.since = next;
      })
      .catch(onError);
  };

  return {
    added(userId: number): void {
      for (const follower of streams.get(userId) ?? []) sendNew(follower);
    },
    /** `after`: where an app coming back had been (its Last-Event-ID), never past the newest notice. */
    open(request: FastifyRequest, reply: FastifyReply, userId: number, language: Language, after: NoticeCursor | undefined): void {
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
          // Coming back, the app is sent what is newer than it saw and what its read then could not see;
          // an app of the release before sends a bare id, and is sent what is newer (decision 024).
          follower.since = after ? { id: Math.min(after.id, latest.id), snapshot: after.snapshot || latest.snapshot } : latest;
          stream.write(eventChunk('ready', {}, cursorText(follower.since)));
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
