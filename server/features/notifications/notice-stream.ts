import type { FastifyReply } from 'fastify';

/** Comments keep proxies and browsers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

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
    open(reply: FastifyReply, userId: number): void {
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const write = (chunk: string) => void raw.write(chunk);
      write('retry: 5000\nevent: ready\ndata: {}\n\n');
      const mine = streams.get(userId) ?? new Set();
      streams.set(userId, mine.add(write));
      const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
      const end = () => raw.end();
      endings.add(end);
      raw.on('close', () => {
        clearInterval(heartbeat);
        mine.delete(write);
        if (!mine.size) streams.delete(userId);
        endings.delete(end);
      });
    },
  };
}
export type NoticeHub = ReturnType<typeof createNoticeHub>;
