import { parentPort, workerData } from 'node:worker_threads';
import { renderAgreementPdf, type AgreementDocument } from './agreement-pdf.ts';

// One PDF per worker: whatever a library throws while rendering ends this thread, not the server.
// (No top-level await: from source this file is loaded through tsx's CommonJS loader.)
const doc = workerData as AgreementDocument;
void renderAgreementPdf({ ...doc, signaturePng: doc.signaturePng && Buffer.from(doc.signaturePng) }).then((pdf) => parentPort!.postMessage(pdf));
