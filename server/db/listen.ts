import pg from 'pg';

export interface ListenHandlers {
  onMessage: (payload: string) => void;
  /** true once listening; false whenever notifications may have been missed. */
  onState: (listening: boolean) => void;
}

const RECONNECT_MS = 1_000;
/** How the connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'medfleet-listen';

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * Every LISTEN of an app instance on one dedicated PostgreSQL connection (outside the pool),
 * opened with the first channel, reconnecting by itself and closed with the last. While it is
 * down, every channel's onState(false) says that notifications can be missed.
 */
export function createPostgresListener(url: string) {
  const channels = new Map<string, Set<ListenHandlers>>();
  let current: pg.Client | undefined;
  let connecting = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const everyone = () => [...channels.values()].flatMap((handlers) => [...handlers]);

  const connect = async () => {
    if (connecting || current || channels.size === 0) return;
    connecting = true;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, application_name: LISTENER_APPLICATION_NAME });
    let dead = false;
    const lost = () => {
      if (dead) return;
      dead = true;
      connecting = false;
      if (current === client) current = undefined;
      everyone().forEach((h) => h.onState(false));
      client.end().catch(() => undefined);
      if (channels.size) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    client.on('notification', (message) => channels.get(message.channel)?.forEach((h) => h.onMessage(message.payload ?? '')));
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      for (const channel of channels.keys()) await client.query(`LISTEN ${quoted(channel)}`);
      connecting = false;
      if (channels.size === 0) return void client.end().catch(() => undefined);
      current = client;
      everyone().forEach((h) => h.onState(true));
    } catch {
      lost();
    }
  };

  return {
    /** Starts listening without waiting for the connection; answers the way to stop. */
    listen(channel: string, handlers: ListenHandlers): () => Promise<void> {
      const known = channels.get(channel);
      channels.set(channel, (known ?? new Set()).add(handlers));
      if (current && !known) {
        const client = current;
        client.query(`LISTEN ${quoted(channel)}`).then(
          () => handlers.onState(true),
          () => undefined, // the connection is going: its 'error' or 'end' handles it
        );
      } else if (current) handlers.onState(true);
      else void connect();
      return async () => {
        const handlersOf = channels.get(channel);
        handlersOf?.delete(handlers);
        if (handlersOf?.size) return;
        channels.delete(channel);
        if (channels.size === 0) {
          clearTimeout(retry);
          const client = current;
          current = undefined;
          await client?.end().catch(() => undefined);
        } else await current?.query(`UNLISTEN ${quoted(channel)}`).catch(() => undefined);
      };
    },
  };
}
