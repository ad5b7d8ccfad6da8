import type { FastifyInstance } from 'fastify';

/**
 * While the instance closes, every answer ends its connection (`Connection: close`). Closing
 * the server ends only the connections idle at that moment; a keep-alive client whose request
 * was in flight (a tracker, the demo simulator, a proxy's upstream pool) would otherwise hold
 * the process open, idle, until the drain's deadline in main.ts (docs/decisions/024).
 */
export function endConnectionsWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => void (closing = true));
  app.addHook('onSend', async (request, reply, payload) => {
    if (closing && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    return payload;
  });
}
