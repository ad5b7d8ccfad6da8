import { parentPort } from 'node:worker_threads';
import { renderAgreementPdf, type AgreementDocument } from './agreement-pdf.ts';

export type RendererReply = { pdf: Uint8Array } | { error: string };

// PDFs one after another, one at a time: whatever a library throws inside a callback while
// rendering ends this thread, not the server (isolated-pdf.ts starts another).
// (No top-level await: from source this file is loaded through tsx's CommonJS loader.)
parentPort!.on('message', (doc: AgreementDocument) => {
  renderAgreementPdf({ ...doc, signaturePng: doc.signaturePng && Buffer.from(doc.signaturePng) }).then(
    (pdf) => parentPort!.postMessage({ pdf } satisfies RendererReply),
    (error: unknown) => parentPort!.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies RendererReply),
  );
});
