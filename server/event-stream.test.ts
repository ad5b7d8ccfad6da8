import { connect } from 'node:net';
import { setImmediate as turn } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream, STREAM_BACKLOG_BYTES, type EventStream } from './event-stream.ts';

let app: FastifyInstance;
afterEach(() => app.close());

/** An app with one stream route; answers the stream once a client opened it, and whether it closed. */
async function streamingApp(first = ': hello\n\n') {
  app = Fastify();
  let opened: (stream: EventStream) => void;
  const stream = new Promise<EventStream>((resolve) => (opened = resolve));
  const state = { closed: false };
  app.get('/stream', (request, reply) => opened(openEventStream(request, reply, first, () => (state.closed = true))));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { port, stream, state };
}

describe('a live stream whose client does not read', () => {
  it('is cut once its backlog passes the limit, instead of growing in memory', async () => {
    const { port, stream, state } = await streamingApp();
    const client = connect(port, '127.0.0.1');
    client.write('GET /stream HTTP/1.1\r\nHost: test\r\n\r\n');
    // The client reads nothing: what the server writes waits in the sockets' buffers, then in the server's memory.
    client.pause();
    const writer = await stream;
    const chunk = Buffer.alloc(256 * 1024, 'x');
    let written = 0;
    // However large the kernel's buffers, 256 MB is far beyond them and the limit.
    while (!state.closed && written < 256 * 1024 * 1024) {
      writer.write(chunk);
      written += chunk.length;
      await turn();
    }
    client.destroy();
    expect(state.closed).toBe(true);
    expect(written).toBeGreaterThan(STREAM_BACKLOG_BYTES);
  });

  it('is not cut while only its opening is on its way: a large snapshot on a slow link is no backlog', async () => {
    // 32 MB: more than the sockets' buffers can take, so most of it waits in the server's memory.
    const { port, stream, state } = await streamingApp(`: ${'x'.repeat(32 * 1024 * 1024)}\n\n`);
    const client = connect(port, '127.0.0.1');
    client.write('GET /stream HTTP/1.1\r\nHost: test\r\n\r\n');
    client.pause();
    const writer = await stream;
    writer.write(': frame\n\n');
    await turn();
    writer.write(': frame\n\n');
    await turn();
    expect(state.closed).toBe(false);
    client.destroy();
  });
});
