import type { FastifyInstance } from 'fastify';

/**
 * While the instance closes, every answer ends its connection (`Connection: close`). Closing
 * the server ends only the connections idle at that moment; a keep-alive client whose request
 * was in flight (a tracker, the demo simulator, a proxy's upstream pool) would otherwise hold
 * the process open, idle, until the drain's deadline in main.ts (docs/decisions/024). Answers
 * whether the instance is closing, for whoever else needs to know (readiness). The hook takes a
 * callback, not a promise: it runs on every answer.
 */
export function endConnectionsWhileClosing(app: FastifyInstance): () => boolean {
  let closing = false;
  app.addHook('preClose', async () => void (closing = true));
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    done(null, payload);
  });
  return () => closing;
}
