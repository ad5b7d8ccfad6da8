import { createRequire } from 'node:module';
import type { Scheduler } from 'tesseract.js';

export interface OcrResult {
  text: string;
  /** Tesseract's own confidence in the text, 0 to 1. */
  confidence: number;
}

export interface Ocr {
  read(image: Buffer): Promise<OcrResult>;
  close(): Promise<void>;
}

/**
 * Text from images with tesseract.js: its workers are worker threads, so recognition runs off
 * the request thread; the English data comes from @tesseract.js-data/eng in node_modules, never
 * from the network. Workers start on the first image (so the app starts as fast as before) and
 * are shared by every request after it. Their WebAssembly memory only ever grows, so they are
 * recycled: stopped after `idleMs` without work (licence photos come in bursts, rarely) and after
 * `jobsPerStart` images; the next image starts fresh ones. Callers send scaled-down images.
 */
export function createOcr({ workers = 2, idleMs = 5 * 60_000, jobsPerStart = 100 }: { workers?: number; idleMs?: number; jobsPerStart?: number } = {}): Ocr {
  let scheduler: Promise<Scheduler> | undefined;
  let jobs = 0;
  let running = 0;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;

  async function start(): Promise<Scheduler> {
    const { createScheduler, createWorker, OEM } = await import('tesseract.js');
    const eng = createRequire(import.meta.url)('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };
    const pool = createScheduler();
    // errorHandler: without one, tesseract.js rethrows a job's failure (a corrupt image, say)
    // outside any promise, which would end the whole process; the job's own rejection suffices.
    const options = { langPath: eng.langPath, gzip: eng.gzip, cacheMethod: 'none', errorHandler: () => undefined };
    const started = await Promise.all(Array.from({ length: workers }, () => createWorker('eng', OEM.LSTM_ONLY, options)));
    for (const worker of started) pool.addWorker(worker);
    return pool;
  }

  async function stop(): Promise<void> {
    clearTimeout(idleTimer);
    const current = scheduler;
    scheduler = undefined;
    jobs = 0;
    if (current) await (await current.catch(() => undefined))?.terminate();
  }

  /** After a job: recycle once enough jobs have grown the workers, or when none come for a while. */
  function settle(): void {
    if (running > 0) return;
    if (jobs >= jobsPerStart) return void stop();
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void stop(), idleMs);
    idleTimer.unref();
  }

  return {
    async read(image: Buffer): Promise<OcrResult> {
      clearTimeout(idleTimer);
      scheduler ??= start().catch((error: unknown) => {
        scheduler = undefined;
        throw error;
      });
      running++;
      jobs++;
      try {
        const { data } = await (await scheduler).addJob('recognize', image);
        return { text: data.text, confidence: data.confidence / 100 };
      } finally {
        running--;
        settle();
      }
    },
    close: stop,
  };
}
