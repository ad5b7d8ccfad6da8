import type { ListenHandlers } from './listen.ts';

/**
 * Rows an admin changes seldom and every booking reads (a category's seats, its maintenance
 * programmes, the active availability rules), kept in memory by key while this instance hears the
 * table's NOTIFY: each change's trigger names its key, and every instance forgets it
 * (docs/decisions/007). While the channel is down nothing is kept: each read goes to the database.
 * A read that was under way when its key changed is not kept either (it may have seen the old rows).
 */
export function createNotifiedCache<V>(load: (key: string) => Promise<V>) {
  const kept = new Map<string, Promise<V>>();
  let listening = false;
  const forget = (key: string): void => void kept.delete(key);
  const setListening = (state: boolean): void => {
    listening = state;
    kept.clear();
  };

  return {
    get(key: string): Promise<V> {
      if (!listening) return load(key);
      const hit = kept.get(key);
      if (hit) return hit;
      const read = load(key);
      kept.set(key, read);
      read.catch(() => kept.get(key) === read && kept.delete(key));
      return read;
    },
    /** The key's rows changed (its NOTIFY, or a write of this instance). */
    forget,
    /**
     * To listen on the table's channel with: its payload is the changed key; when it is heard
     * (again: what changed meanwhile is unknown) or lost, everything kept is forgotten.
     */
    handlers: { onMessage: forget, onState: setListening } satisfies ListenHandlers,
  };
}
