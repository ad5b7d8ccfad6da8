/**
 * At most `limit` of the given tasks run at once; the rest wait their turn in order. Heavy work
 * (a PDF renderer of its own) is bounded so that many requests at once cannot take the memory.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running--;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      next();
    }
  };
}
