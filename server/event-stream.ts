import type { FastifyReply, FastifyRequest } from 'fastify';
import { exemptFromConnectionCap } from './plugins/connection-limits.ts';

/** Comments keep proxies and browsers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

export interface EventStream {
  /** Text, or bytes when the same chunk goes to many streams (encoded once, not once per stream). */
  write: (chunk: string | Buffer) => void;
  end: () => void;
}

/**
 * The id of the last event a reconnecting client saw (browsers send it by themselves), when it is
 * one of ours: a whole number. Anything else is a client starting afresh, not an error.
 */
export function lastEventIdOf(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  return typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
}

/** One event of a stream, with its id when it has one. */
export const eventChunk = (event: string, data: unknown, id?: number | string) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * What may wait in memory for a client that does not read its stream (a few seconds of a
 * thousand-vehicle fleet): past it the stream is cut, and the client, when it comes back, is sent
 * what it missed and a fresh snapshot instead of a backlog.
 */
export const STREAM_BACKLOG_BYTES = 4 * 1024 * 1024;

/** How soon a client reconnects after a shutdown ended its stream. */
const RECONNECT_AFTER_SHUTDOWN_MS = 1000;

/**
 * Takes over the reply as a Server-Sent Events stream: the headers, `first` at once, a heartbeat
 * comment while it is open; `onClose` runs when the client goes (or `end` is called). The
 * stream ends when the session of its request ends (an `ended` event first, so the app stops
 * reconnecting and signs out), and with a reconnect hint when the instance shuts down.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, first: string, onClose: (stream: EventStream) => void): EventStream {
  reply.hijack();
  const raw = reply.raw;
  exemptFromConnectionCap(raw.socket!);
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  // The backlog is what waits beyond the opening: a large fleet's snapshot on a slow link is not a stalled client.
  const allowed = Buffer.byteLength(first) + STREAM_BACKLOG_BYTES;
  const stream: EventStream = {
    // Between its end and its 'close' a stream may still be written to (a heartbeat, a late notice): nothing is sent.
    write: (chunk) => {
      if (raw.writableEnded) return;
      if (raw.writableLength > allowed) raw.destroy();
      else raw.write(chunk);
    },
    end: () => raw.end(),
  };
  stream.write(first);
  const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const release =
    request.auth && request.sessionToken
      ? request.server.sessionStreams.hold(request.auth, request.sessionToken, {
          end: () => {
            stream.write('event: ended\ndata: {"reason":"session"}\n\n');
            stream.end();
          },
          // This instance is shutting down: the client comes back in a second (to another instance, behind a proxy).
          restart: () => raw.end(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}\n\n`),
        })
      : undefined;
  raw.on('close', () => {
    clearInterval(heartbeat);
    release?.();
    onClose(stream);
  });
  return stream;
}
