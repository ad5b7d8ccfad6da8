import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MissedPositions, TrackingRecord } from '../../../contract/tracking.contract.ts';
import { eventChunk, openEventStream } from '../../event-stream.ts';

interface Sources {
  recordsOf: (vehicleIds: number[]) => Promise<TrackingRecord[]>;
  /** The id of the newest stored position: each event carries it, a reconnecting client sends it back. */
  positionCursor: () => Promise<number>;
}

/** What a stream opens with (TrackingService.streamStart). */
export interface StreamStart {
  cursor: number;
  snapshot: TrackingRecord[];
  missed?: MissedPositions;
}

/**
 * The live tracking fan-out of one instance: the vehicles named by the NOTIFYs that arrive
 * together (a stored batch sends one per vehicle) are read in one query and written to every
 * open stream of this instance.
 */
export function createTrackingHub({ recordsOf, positionCursor }: Sources, onError: (error: unknown) => void) {
  const streams = new Set<(chunk: string) => void>();
  let changedIds = new Set<number>();

  async function send(): Promise<void> {
    const ids = [...changedIds];
    changedIds = new Set();
    try {
      // The cursor first: whatever is stored after it comes again with a later NOTIFY.
      const cursor = await positionCursor();
      for (const record of await recordsOf(ids)) {
        const chunk = eventChunk('vehicle', record, cursor);
        for (const write of streams) write(chunk);
      }
    } catch (error) {
      onError(error);
    }
  }

  return {
    /** Called with the vehicle id of a NOTIFY; those of the same moment are sent together. */
    changed(vehicleId: number): void {
      if (!streams.size) return;
      if (!changedIds.size) setImmediate(() => void send());
      changedIds.add(vehicleId);
    },
    /** Takes over the reply as a Server-Sent Events stream: what was missed, a snapshot, then changes. */
    open(request: FastifyRequest, reply: FastifyReply, { cursor, snapshot, missed }: StreamStart): void {
      const first = `retry: 2000\n${missed ? eventChunk('missed', missed) : ''}${eventChunk('snapshot', snapshot, cursor)}`;
      const stream = openEventStream(request, reply, first, ({ write }) => streams.delete(write));
      streams.add(stream.write);
    },
  };
}
export type TrackingHub = ReturnType<typeof createTrackingHub>;
