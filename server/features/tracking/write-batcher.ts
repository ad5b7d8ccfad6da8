/**
 * Gathers items for a moment and writes them together: each add() resolves when the batch that
 * holds it is written (or rejects with its own error), so an answer still means "stored". Under load
 * the batches fill up and one statement stores many reports; alone, an item waits `maxWaitMs`.
 */
export function createWriteBatcher<T>(write: (items: T[]) => Promise<void>, { maxItems = 200, maxWaitMs = 5 } = {}) {
  let pending: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    if (!batch.length) return;
    write(batch.map((p) => p.item)).then(
      () => batch.forEach((p) => p.resolve()),
      (error: unknown) => (batch.length === 1 ? batch[0]!.reject(error) : writeEachAlone(batch)),
    );
  };

  // A batch that failed is written again item by item: one bad item never costs the good ones.
  const writeEachAlone = (batch: typeof pending) => {
    for (const p of batch) write([p.item]).then(p.resolve, p.reject);
  };

  return {
    add(item: T): Promise<void> {
      return new Promise((resolve, reject) => {
        pending.push({ item, resolve, reject });
        if (pending.length >= maxItems) flush();
        else timer ??= setTimeout(flush, maxWaitMs);
      });
    },
  };
}
