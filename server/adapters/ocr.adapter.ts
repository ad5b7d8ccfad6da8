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
 * are shared by every request after it.
 */
export function createOcr({ workers = 2 }: { workers?: number } = {}): Ocr {
  let scheduler: Promise<Scheduler> | undefined;

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

  return {
    async read(image: Buffer): Promise<OcrResult> {
      scheduler ??= start().catch((error: unknown) => {
        scheduler = undefined;
        throw error;
      });
      const { data } = await (await scheduler).addJob('recognize', image);
      return { text: data.text, confidence: data.confidence / 100 };
    },
    async close(): Promise<void> {
      if (scheduler) await (await scheduler).terminate();
      scheduler = undefined;
    },
  };
}
