import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TrackingRecord } from '../../../contract/tracking.contract.ts';
import { openEventStream } from '../../event-stream.ts';

/**
 * The live tracking fan-out of one instance: the vehicles named by the NOTIFYs that arrive
 * together (a stored batch sends one per vehicle) are read in one query and written to every
 * open stream of this instance.
 */
export function createTrackingHub(recordsOf: (vehicleIds: number[]) => Promise<TrackingRecord[]>, onError: (error: unknown) => void) {
  const streams = new Set<(chunk: string) => void>();
  const endings = new Set<() => void>();
  let changedIds = new Set<number>();

  async function send(): Promise<void> {
    const ids = [...changedIds];
    changedIds = new Set();
    try {
      for (const record of await recordsOf(ids)) {
        const chunk = `event: vehicle\ndata: ${JSON.stringify(record)}\n\n`;
        for (const write of streams) write(chunk);
      }
    } catch (error) {
      onError(error);
    }
  }

  return {
    /** Ends every open stream (the app is closing; browsers reconnect to another instance). */
    closeAll(): void {
      for (const end of endings) end();
    },
    /** Called with the vehicle id of a NOTIFY; those of the same moment are sent together. */
    changed(vehicleId: number): void {
      if (!streams.size) return;
      if (!changedIds.size) setImmediate(() => void send());
      changedIds.add(vehicleId);
    },
    /** Takes over the reply as a Server-Sent Events stream: a snapshot first, then changes. */
    open(request: FastifyRequest, reply: FastifyReply, snapshot: TrackingRecord[]): void {
      const stream = openEventStream(request, reply, `retry: 2000\nevent: snapshot\ndata: ${JSON.stringify(snapshot)}\n\n`, ({ write, restart }) => {
        streams.delete(write);
        endings.delete(restart);
      });
      streams.add(stream.write);
      endings.add(stream.restart);
    },
  };
}
export type TrackingHub = ReturnType<typeof createTrackingHub>;
