import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MissedPositions, TrackingRecord, TrackingState } from '../../../contract/tracking.contract.ts';
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

/** A record's own fields, those a `state` event leaves out: the same text while none of them changed. */
const ownFieldsOf = ({ vehicleNumber, make, model, category, status }: TrackingRecord) => JSON.stringify([vehicleNumber, make, model, category, status]);
const stateOf = ({ vehicleNumber: _number, make: _make, model: _model, category: _category, status: _status, ...state }: TrackingRecord): TrackingState =>
  state;

type Write = (chunk: string | Buffer) => void;

/** How a stream wants its changes: whole records or `state` events, and one event per vehicle or one `changes` event per frame. */
export interface StreamForm {
  compact: boolean;
  batch: boolean;
}

/**
 * The live tracking fan-out of one instance: the vehicles named by the NOTIFYs of a frame (a
 * stored batch sends one per vehicle) are read in one query and written to every open stream of
 * this instance in one write, encoded once for all streams of a kind (whole records, or compact).
 */
export function createTrackingHub({ recordsOf, positionCursor }: Sources, onError: (error: unknown) => void) {
  const wholeStreams = new Set<Write>();
  const compactStreams = new Set<Write>();
  const wholeBatchStreams = new Set<Write>();
  const compactBatchStreams = new Set<Write>();
  const streamsOf = ({ compact, batch }: StreamForm) => (compact ? (batch ? compactBatchStreams : compactStreams) : batch ? wholeBatchStreams : wholeStreams);
  const anyOpen = () => wholeStreams.size + compactStreams.size + wholeBatchStreams.size + compactBatchStreams.size > 0;
  /** Per vehicle, the own fields of the last record sent: what a compact stream has of it. */
  const sentOwnFields = new Map<number, string>();
  /** Vehicles whose next event goes whole to compact streams too: one opened on a snapshot that disagrees with what was sent. */
  const wholeNext = new Set<number>();

  const writeAll = (to: Set<Write>, chunk: string) => {
    // Encoded once for every stream: thousands of streams would each encode the same text.
    const bytes = Buffer.from(chunk);
    if (chunk) for (const write of to) write(bytes);
  };

  /** A vehicle's change for compact streams: `state` while its own fields are those last sent, else the whole record. */
  function compactChange(record: TrackingRecord): { event: 'state' | 'vehicle'; data: TrackingState | TrackingRecord } {
    const ownFields = ownFieldsOf(record);
    const forced = wholeNext.delete(record.vehicleId);
    const known = !forced && sentOwnFields.get(record.vehicleId) === ownFields;
    sentOwnFields.set(record.vehicleId, ownFields);
    return known ? { event: 'state', data: stateOf(record) } : { event: 'vehicle', data: record };
  }

  async function send(ids: number[]): Promise<void> {
    try {
      // The cursor first: whatever is stored after it comes again with a later NOTIFY.
      const cursor = await positionCursor();
      const records = await recordsOf(ids);
      if (wholeStreams.size) writeAll(wholeStreams, records.map((record) => eventChunk('vehicle', record, cursor)).join(''));
      if (wholeBatchStreams.size) writeAll(wholeBatchStreams, eventChunk('changes', records, cursor));
      // Worked out once for both kinds of compact stream, and kept while none is open too: one opening later is compared with what was sent.
      const compact = records.map(compactChange);
      if (compactStreams.size) writeAll(compactStreams, compact.map(({ event, data }) => eventChunk(event, data, cursor)).join(''));
      if (compactBatchStreams.size)
        writeAll(
          compactBatchStreams,
          eventChunk(
            'changes',
            compact.map(({ data }) => data),
            cursor,
          ),
        );
    } catch (error) {
      onError(error);
    }
  }
  const frame = createFrames((ids) => void send(ids));
  // Streams that opened together share one snapshot (TrackingService.streamStart): written once as text, its own fields read once.
  const snapshotTexts = new WeakMap<TrackingRecord[], string>();
  const snapshotText = (snapshot: TrackingRecord[], cursor: number) => {
    let text = snapshotTexts.get(snapshot);
    if (text === undefined) snapshotTexts.set(snapshot, (text = eventChunk('snapshot', snapshot, cursor)));
    return text;
  };
  const snapshotOwnFields = new WeakMap<TrackingRecord[], string[]>();
  /**
   * A compact stream has the snapshot's own fields; where they are not those last sent (changed
   * while the snapshot was read), the vehicle's next event goes whole, and is read now.
   */
  function reconcile(snapshot: TrackingRecord[]): void {
    let ownFields = snapshotOwnFields.get(snapshot);
    if (!ownFields) snapshotOwnFields.set(snapshot, (ownFields = snapshot.map(ownFieldsOf)));
    snapshot.forEach(({ vehicleId }, i) => {
      const sent = sentOwnFields.get(vehicleId);
      if (sent === undefined || sent === ownFields[i]) return;
      wholeNext.add(vehicleId);
      frame(vehicleId);
    });
  }

  return {
    /** Called with the vehicle id of a NOTIFY; those of the same frame are sent together. */
    changed(vehicleId: number): void {
      if (anyOpen()) frame(vehicleId);
    },
    /** Takes over the reply as a Server-Sent Events stream: what was missed, a snapshot, then changes (compact: `state` events; batch: one `changes` event a frame). */
    open(request: FastifyRequest, reply: FastifyReply, { cursor, snapshot, missed }: StreamStart, form: StreamForm): void {
      const first = `retry: 2000\n${missed ? eventChunk('missed', missed) : ''}${snapshotText(snapshot, cursor)}`;
      const streams = streamsOf(form);
      const stream = openEventStream(request, reply, first, ({ write }) => streams.delete(write));
      streams.add(stream.write);
      if (form.compact) reconcile(snapshot);
    },
  };
}
export type TrackingHub = ReturnType<typeof createTrackingHub>;
