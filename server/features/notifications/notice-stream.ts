import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../../contract/constants.ts';
import type { Notification } from '../../../contract/notifications.contract.ts';
import { eventChunk, openEventStream } from '../../event-stream.ts';

interface Sources {
  latestNoticeId: (userId: number) => Promise<number>;
  noticesAfter: (userId: number, afterId: number, language: Language) => Promise<Notification[]>;
}

/** One open app: what it was last sent, its language, and its sends one after another (none twice). */
interface Follower {
  userId: number;
  language: Language;
  write: (chunk: string) => void;
  lastId: number;
  queue: Promise<void>;
}

/**
 * The open apps of this instance, by user: a NOTIFY notice_added from any instance (the
 * notifications table's trigger) sends that user's streams the notices they have not had, each
 * with its id as the event id; an app that reconnects with Last-Event-ID gets those it missed.
 */
export function createNoticeHub(sources: Sources, onError: (error: unknown) => void) {
  const streams = new Map<number, Set<Follower>>();

  const sendNew = (follower: Follower) => {
    follower.queue = follower.queue
      .then(async () => {
        for (const notice of await sources.noticesAfter(follower.userId, follower.lastId, follower.language)) {
          follower.write(eventChunk('notice', notice, notice.id));
          follower.lastId = notice.id;
        }
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
        for (const follower of mine) if (follower.write === write) mine.delete(follower);
        if (!mine.size) streams.delete(userId);
      });
      const follower: Follower = { userId, language, write: stream.write, lastId: 0, queue: Promise.resolve() };
      // Added before the newest id is read: a notice written meanwhile waits in the queue behind it.
      streams.set(userId, mine.add(follower));
      follower.queue = sources.latestNoticeId(userId).then(
        (latest) => {
          follower.lastId = Math.min(after ?? latest, latest);
          stream.write(eventChunk('ready', {}, latest));
        },
        (error: unknown) => {
          onError(error);
          stream.end();
        },
      );
      if (after !== undefined) sendNew(follower);
    },
  };
}
export type NoticeHub = ReturnType<typeof createNoticeHub>;
