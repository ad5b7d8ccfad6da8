import type { FastifyReply, FastifyRequest } from 'fastify';
import { openEventStream } from '../../event-stream.ts';

/**
 * The open apps of this instance, by user: a NOTIFY notice_added from any instance (the
 * notifications table's trigger) tells that user's streams to read their notices again.
 */
export function createNoticeHub() {
  const streams = new Map<number, Set<(chunk: string) => void>>();
  const endings = new Set<() => void>();
  return {
    closeAll: () => endings.forEach((end) => end()),
    added(userId: number): void {
      for (const write of streams.get(userId) ?? []) write('event: notice\ndata: {}\n\n');
    },
    open(request: FastifyRequest, reply: FastifyReply, userId: number): void {
      const mine = streams.get(userId) ?? new Set();
      const stream = openEventStream(request, reply, 'retry: 5000\nevent: ready\ndata: {}\n\n', ({ write, restart }) => {
        mine.delete(write);
        if (!mine.size) streams.delete(userId);
        endings.delete(restart);
      });
      streams.set(userId, mine.add(stream.write));
      endings.add(stream.restart);
    },
  };
}
export type NoticeHub = ReturnType<typeof createNoticeHub>;
