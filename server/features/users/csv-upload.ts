import type { FastifyRequest } from 'fastify';
import { USER_CSV_MAX_BYTES } from '../../../contract/user.contract.ts';
import { badRequest, HttpError, said } from '../../http-errors.ts';
import { readOneFile } from '../../multipart-file.ts';

/** Bytes that no text file holds (a spreadsheet saved as .xlsx, an image): NUL and the C0 controls but tab, LF and CR. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const tooLarge = () => new HttpError(413, said('csv.tooLarge', { mb: USER_CSV_MAX_BYTES / 1024 / 1024 }), 'FILE_TOO_LARGE');

function textOf(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  if (BINARY.test(text) || text.includes('\uFFFD')) throw badRequest(said('csv.notCsv'), 'NOT_CSV');
  return text;
}

/**
 * The CSV of a bulk upload: a `text/csv` body, or the file of a multipart form (field `file`, a
 * .csv name or a CSV type; other fields such as validateOnly are ignored). 5 MB at most.
 */
export async function readCsvUpload(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) {
    if (typeof request.body !== 'string') throw badRequest(said('csv.sendAs'), 'NOT_CSV');
    return textOf(Buffer.from(request.body));
  }
  const file = await readOneFile(request, {
    what: 'csv',
    maxBytes: USER_CSV_MAX_BYTES,
    tooLarge,
    refuse: ({ fileName, mimeType }) =>
      /\.csv$/i.test(fileName) || /csv|text\/plain|vnd\.ms-excel/.test(mimeType)
        ? undefined
        : badRequest(said('csv.notCsvName', { file: fileName || 'The file', 'file.he': fileName || 'הקובץ' }), 'NOT_CSV'),
    noFile: said('upload.noCsv'),
  });
  return textOf(file.data);
}
