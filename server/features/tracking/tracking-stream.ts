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
 * A stream is written at most once a frame: the changes of a frame go out together, one write per
 * stream, however many vehicles moved (thousands of streams and hundreds of vehicles a second
 * would otherwise be a write per vehicle per stream). A change after a quiet frame goes at once.
 */
export const FRAME_MS = 100;

/** Gathers ids and hands them to `flush` at most once a frame (the first of a quiet spell on the next turn). */
export function createFrames(flush: (ids: number[]) => void, frameMs = FRAME_MS) {
  let ids = new Set<number>();
  let lastFlush = -Infinity;
  const run = () => {
    const due = [...ids];
    ids = new Set();
    lastFlush = performance.now();
    flush(due);
  };
  return (id: number): void => {
    if (!ids.size) {
      const wait = lastFlush + frameMs - performance.now();
      if (wait > 0) setTimeout(run, wait);
      else setImmediate(run);
    }
    ids.add(id);
  };
}

/**
 * The live tracking fan-out of one instance: the vehicles named by the NOTIFYs of a frame (a
 * stored batch sends one per vehicle) are read in one query and written to every open stream of
 * this instance in one write.
 */
export function createTrackingHub({ recordsOf, positionCursor }: Sources, onError: (error: unknown) => void) {
  const streams = new Set<(chunk: string | Buffer) => void>();

  async function send(ids: number[]): Promise<void> {
    try {
      // The cursor first: whatever is stored after it comes again with a later NOTIFY.
      const cursor = await positionCursor();
      const chunk = (await recordsOf(ids)).map((record) => eventChunk('vehicle', record, cursor)).join('');
      // Encoded once for every stream: thousands of streams would each encode the same text.
      const bytes = Buffer.from(chunk);
      if (chunk) for (const write of streams) write(bytes);
    } catch (error) {
      onError(error);
    }
  }
  const frame = createFrames((ids) => void send(ids));
  // Streams that opened together share one snapshot (TrackingService.streamStart): written once as text.
  const snapshotTexts = new WeakMap<TrackingRecord[], string>();
  const snapshotText = (snapshot: TrackingRecord[], cursor: number) => {
    let text = snapshotTexts.get(snapshot);
    if (text === undefined) snapshotTexts.set(snapshot, (text = eventChunk('snapshot', snapshot, cursor)));
    return text;
  };

  return {
    /** Called with the vehicle id of a NOTIFY; those of the same frame are sent together. */
    changed(vehicleId: number): void {
      if (streams.size) frame(vehicleId);
    },
    /** Takes over the reply as a Server-Sent Events stream: what was missed, a snapshot, then changes. */
    open(request: FastifyRequest, reply: FastifyReply, { cursor, snapshot, missed }: StreamStart): void {
      const first = `retry: 2000\n${missed ? eventChunk('missed', missed) : ''}${snapshotText(snapshot, cursor)}`;
      const stream = openEventStream(request, reply, first, ({ write }) => streams.delete(write));
      streams.add(stream.write);
    },
  };
}
export type TrackingHub = ReturnType<typeof createTrackingHub>;
