import pg from 'pg';

export interface ListenHandlers {
  onMessage: (payload: string) => void;
  /** true once listening; false whenever notifications may have been missed. */
  onState: (listening: boolean) => void;
}

const RECONNECT_MS = 1_000;

/**
 * LISTEN on a dedicated PostgreSQL connection (outside the pool), reconnecting by itself.
 * While it is down, onState(false) tells the caller that notifications can be missed.
 */
export function listenPostgres(url: string, channel: string, handlers: ListenHandlers): () => Promise<void> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    let dead = false;
    const lost = () => {
      if (dead) return;
      dead = true;
      if (current === client) current = undefined;
      handlers.onState(false);
      client.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
      if (stopped) return void client.end().catch(() => undefined);
      current = client;
      handlers.onState(true);
    } catch {
      lost();
    }
  };
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}
