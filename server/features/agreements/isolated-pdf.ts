import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AgreementDocument } from './agreement-pdf.ts';
import type { RendererReply } from './agreement-pdf.worker.ts';
import { concurrencyLimit } from '../../concurrency-limit.ts';

/** In the build the worker sits beside dist/server/main.js; from source (tsx, tests) it is TypeScript, loaded through tsx. */
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(fromSource ? './agreement-pdf.worker.ts' : './agreement-pdf.worker.js', import.meta.url);

/** A renderer that grows past this has met something it should not have; it ends, the server stays. */
const WORKER_HEAP_MB = 128;
/** Renderers at once: twenty PDFs asked for together wait their turn instead of taking 20 heaps. */
const renderers = concurrencyLimit(2);
/** A renderer is kept for the next PDF (starting one costs more than rendering), but not for ever. */
const IDLE_MS = 60_000;
const PDFS_PER_RENDERER = 100;

interface Renderer {
  thread: Worker;
  rendered: number;
  idleTimer?: NodeJS.Timeout;
  /** The PDF it is rendering now: its answer, or why there is none. */
  job?: { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };
}
const idle: Renderer[] = [];

function startThread(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } };
  if (!fromSource) return new Worker(workerFile, options);
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const file = fileURLToPath(workerFile);
  return new Worker(`require(${JSON.stringify(tsx)}).require(${JSON.stringify(file)}, ${JSON.stringify(file)})`, { ...options, eval: true });
}

function startRenderer(): Renderer {
  const renderer: Renderer = { thread: startThread(), rendered: 0 };
  const settle = (outcome: (job: NonNullable<Renderer['job']>) => void) => {
    const { job } = renderer;
    renderer.job = undefined;
    if (job) outcome(job);
  };
  renderer.thread
    .on('message', (reply: RendererReply) =>
      settle((job) => {
        if ('error' in reply) {
          void renderer.thread.terminate();
          return job.reject(new Error(`The agreement PDF could not be rendered: ${reply.error}`));
        }
        renderer.rendered++;
        release(renderer);
        job.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      }),
    )
    .on('error', (error) => settle((job) => job.reject(new Error(`The agreement PDF could not be rendered: ${error.message}`))))
    .on('exit', (code) => {
      leaveIdle(renderer);
      settle((job) => job.reject(new Error(`The agreement PDF renderer stopped (exit code ${code}).`)));
    });
  return renderer;
}

/** Back to the idle ones, ended after a minute unused; an idle renderer does not keep the process alive. */
function release(renderer: Renderer): void {
  if (renderer.rendered >= PDFS_PER_RENDERER) return void renderer.thread.terminate();
  renderer.thread.unref();
  // Out of the idle ones before it is ended: a PDF asked for meanwhile gets another renderer, not one on its way out.
  renderer.idleTimer = setTimeout(() => {
    leaveIdle(renderer);
    void renderer.thread.terminate();
  }, IDLE_MS).unref();
  idle.push(renderer);
}

function leaveIdle(renderer: Renderer): void {
  if (idle.includes(renderer)) idle.splice(idle.indexOf(renderer), 1);
}

/**
 * The agreement PDF rendered in a worker thread: an exception thrown inside a library's callback
 * (pdfkit decoding an image in a zlib callback, say) ends that thread only, and the request that
 * asked for the PDF gets its 500; the server and every other request go on. A renderer that failed
 * is never used again.
 */
export function renderAgreementPdfIsolated(doc: AgreementDocument): Promise<Buffer> {
  return renderers(() => renderIn(idle.pop() ?? startRenderer(), doc));
}

function renderIn(renderer: Renderer, doc: AgreementDocument): Promise<Buffer> {
  clearTimeout(renderer.idleTimer);
  renderer.thread.ref();
  return new Promise((resolve, reject) => {
    renderer.job = { resolve, reject };
    renderer.thread.postMessage(doc);
  });
}
