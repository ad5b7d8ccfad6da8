import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** A value read when Prometheus scrapes, one number per set of labels. */
export type Reading<L extends string> = { labels?: Partial<Record<L, string>>; value: number }[];

/**
 * What an instance tells Prometheus at GET /metrics (docs/operations.md lists every series). Each
 * app has its own registry (a test builds many apps in one process); the process's own figures
 * (memory, CPU, event-loop lag, garbage collection) are gathered once per process and joined to it.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  // Each exposition is a scrape of its own: what several series read once per scrape is read again for the next.
  let scrape = 0;
  const byReason = (name: string, help: string) => new Counter({ name, help, labelNames: ['reason'] as const, registers });
  return {
    httpDuration: new Histogram({
      name: 'medfleet_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route (as declared, not as asked) and status.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    bookingsCreated: new Counter({ name: 'medfleet_bookings_created_total', help: 'Bookings made (POST /api/bookings answered 201).', registers }),
    bookingsRefused: byReason(
      'medfleet_bookings_refused_total',
      'Bookings refused, by the refusal code (overlap, restricted period, licence, limits, validation…).',
    ),
    positionsStored: new Counter({ name: 'medfleet_positions_stored_total', help: 'Tracker positions written to the database.', registers }),
    positionsRefused: byReason(
      'medfleet_positions_refused_total',
      'Tracker reports not stored: refused (unknown device, wrong secret, bad values) or dropped (no fix, implausible jump).',
    ),
    /** A figure read from the app when scraped: stream clients, the outbox, the database pool. */
    reading<L extends string>(name: string, help: string, labelNames: readonly L[], read: () => Reading<L> | Promise<Reading<L>>): void {
      new Gauge({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          this.reset();
          for (const { labels, value } of await read()) this.set((labels ?? {}) as never, value);
        },
      });
    },
    /** `read` once per scrape, however many series of it ask (the outbox's three series, one query). */
    perScrape<T>(read: () => Promise<T>): () => Promise<T> {
      let last: { scrape: number; value: Promise<T> } | undefined;
      return () => (last?.scrape === scrape ? last : (last = { scrape, value: read() })).value;
    },
    contentType: registry.contentType,
    /** The whole exposition: this app's series and the process's. */
    text: () => {
      scrape++;
      return Registry.merge([registry, processRegistry()]).metrics();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

let processOnly: Registry | undefined;
function processRegistry(): Registry {
  if (!processOnly) {
    processOnly = new Registry();
    collectDefaultMetrics({ register: processOnly, prefix: 'medfleet_' });
  }
  return processOnly;
}
