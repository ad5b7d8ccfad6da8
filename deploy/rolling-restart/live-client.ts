import { get, type ClientRequest } from 'node:http';

/** A reconnection: the Last-Event-ID sent, the snapshot's id, and the positions of the `missed` event. */
export interface Reconnection {
  after: number;
  cursor: number;
  missed: number[] | undefined;
  complete: boolean;
}

/**
 * The tracking stream as a browser's EventSource follows it: it reconnects after the `retry`
 * the server last asked for, with the last event id it saw, and keeps each vehicle's latest
 * record. It notes how long each time it was without a stream (from the loss to the next
 * snapshot) and what each reconnection was given.
 */
export class LiveClient {
  readonly gapsMs: number[] = [];
  readonly reconnections: Reconnection[] = [];
  /** Attempts that did not give a stream (the client tried again, as EventSource does). */
  failedAttempts = 0;
  /** Resolves with the first snapshot. */
  readonly connected: Promise<void>;
  private markConnected!: () => void;
  private lastId: number | undefined;
  private retryMs = 3_000;
  private lostAt: number | undefined;
  private readonly latest = new Map<number, string | null>();
  private request: ClientRequest | undefined;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {
    this.connected = new Promise((resolve) => (this.markConnected = resolve));
  }

  async run(): Promise<void> {
    while (!this.stopped) {
      await this.listenOnce();
      if (this.stopped) return;
      this.lostAt ??= Date.now();
      await new Promise((resolve) => setTimeout(resolve, this.retryMs));
    }
  }

  stop(): void {
    this.stopped = true;
    this.request?.destroy();
  }

  /** Whether this client shows every vehicle as the database has it. */
  hasLatest(truth: Map<number, string>): boolean {
    for (const [vehicleId, at] of truth) if (this.latest.get(vehicleId) !== at) return false;
    return true;
  }

  private listenOnce(): Promise<void> {
    return new Promise((resolve) => {
      const sentAfter = this.lastId;
      const headers = { authorization: `Bearer ${this.token}`, ...(sentAfter === undefined ? {} : { 'last-event-id': String(sentAfter) }) };
      const state: { missed?: { positions: { id: number }[]; complete: boolean } } = {};
      const request = get(this.url, { headers, agent: false }, (response) => {
        response.on('close', resolve);
        if (response.statusCode !== 200) {
          this.failedAttempts++;
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffered = '';
        response.on('data', (chunk: string) => {
          buffered += chunk;
          for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
            this.onBlock(buffered.slice(0, end), sentAfter, state);
            buffered = buffered.slice(end + 2);
          }
        });
      });
      request.on('error', () => {
        if (!this.stopped) this.failedAttempts++;
        resolve();
      });
      this.request = request;
    });
  }

  private onBlock(block: string, sentAfter: number | undefined, state: { missed?: { positions: { id: number }[]; complete: boolean } }): void {
    const field = (name: string) =>
      block
        .split('\n')
        .find((line) => line.startsWith(`${name}: `))
        ?.slice(name.length + 2);
    const retry = field('retry');
    if (retry) this.retryMs = Number(retry);
    const id = field('id');
    if (id) this.lastId = Number(id);
    const event = field('event');
    const data = field('data');
    if (!event || !data) return;
    if (event === 'missed') state.missed = JSON.parse(data) as typeof state.missed;
    if (event === 'vehicle') this.see(JSON.parse(data) as { vehicleId: number; lastUpdate: string | null });
    if (event !== 'snapshot') return;
    for (const record of JSON.parse(data) as { vehicleId: number; lastUpdate: string | null }[]) this.see(record);
    if (this.lostAt !== undefined) this.gapsMs.push(Date.now() - this.lostAt);
    this.lostAt = undefined;
    if (sentAfter !== undefined)
      this.reconnections.push({
        after: sentAfter,
        cursor: Number(id),
        missed: state.missed?.positions.map((p) => p.id),
        complete: state.missed?.complete ?? false,
      });
    this.markConnected();
  }

  private see({ vehicleId, lastUpdate }: { vehicleId: number; lastUpdate: string | null }): void {
    this.latest.set(vehicleId, lastUpdate);
  }
}
