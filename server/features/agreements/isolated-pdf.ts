import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AgreementDocument } from './agreement-pdf.ts';
import { concurrencyLimit } from '../../concurrency-limit.ts';

/** In the build the worker sits beside dist/server/main.js; from source (tsx, tests) it is TypeScript, loaded through tsx. */
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(fromSource ? './agreement-pdf.worker.ts' : './agreement-pdf.worker.js', import.meta.url);

function startWorker(options: ConstructorParameters<typeof Worker>[1]): Worker {
  if (!fromSource) return new Worker(workerFile, options);
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const file = fileURLToPath(workerFile);
  return new Worker(`require(${JSON.stringify(tsx)}).require(${JSON.stringify(file)}, ${JSON.stringify(file)})`, { ...options, eval: true });
}

/** A renderer that grows past this has met something it should not have; it ends, the server stays. */
const WORKER_HEAP_MB = 128;
/** Renderers at once: twenty PDFs asked for together wait their turn instead of taking 20 heaps. */
const renderers = concurrencyLimit(2);

/**
 * The agreement PDF rendered in a worker thread of its own: an exception thrown inside a
 * library's callback (pdfkit decoding an image in a zlib callback, say) ends that thread only,
 * and the request that asked for the PDF gets its 500; the server and every other request go on.
 */
export function renderAgreementPdfIsolated(doc: AgreementDocument): Promise<Buffer> {
  return renderers(() => renderInWorker(doc));
}

function renderInWorker(doc: AgreementDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = startWorker({ workerData: doc, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    worker.once('message', (pdf: Uint8Array) => resolve(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)));
    worker.once('error', (error) => reject(new Error(`The agreement PDF could not be rendered: ${error.message}`)));
    worker.once('exit', (code) => code !== 0 && reject(new Error(`The agreement PDF renderer stopped (exit code ${code}).`)));
  });
}
