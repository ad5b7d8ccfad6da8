import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { OidcAdapter } from './adapters/oidc.adapter.ts';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { ListenHandlers } from './db/listen.ts';
import type { Events } from './events.ts';
import type { PeriodicJob } from './jobs/periodic-job.ts';
import type { Metrics } from './metrics.ts';
import type { PortRegistry } from './ports.ts';

/** What every feature's `register(app, deps)` gets from buildApp. */
export interface Core {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  sessionSecret: string;
  version: string;
  /** The sign-in provider of config.oidc (tests bring their own). */
  oidc: OidcAdapter | undefined;
  /** A scheduled job of the feature; buildApp starts them when it runs jobs (main.ts does). */
  addJob<T>(job: PeriodicJob<T>): void;
  /**
   * The time for jobs that act on a date (the monthly reports): a test moves it without faking the
   * process's Date, which the embedded database's own timers read too (a faked Date a month ahead
   * left PGlite re-arming a timer every millisecond).
   */
  now: () => Date;
  /** The instance is shutting down (a SIGTERM): readiness says so, and answers end their connections. */
  closing: () => boolean;
  /** Listens on a Postgres NOTIFY channel for the life of the app (what other instances changed). */
  listen(channel: string, handlers: ListenHandlers): Promise<void>;
  /** What the instance tells Prometheus (GET /metrics). */
  metrics: Metrics;
  /** Work for when the app closes (workers, connections). */
  onClose(close: () => unknown): void;
}

/** The Fastify instance features register on: routes declare zod schemas. */
export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

/** A feature's `register(app, deps)`: the core, the facts it states and hears, the ports it offers and takes. */
export interface FeatureDeps {
  core: Core;
  events: Events;
  ports: PortRegistry;
}
