import type { FastifyRequest } from 'fastify';
import { USER_CSV_MAX_BYTES } from '../../../contract/user.contract.ts';
import { badRequest, HttpError } from '../../http-errors.ts';

/** Bytes that no text file holds (a spreadsheet saved as .xlsx, an image): NUL and the C0 controls but tab, LF and CR. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const tooLarge = () => new HttpError(413, `The CSV file is larger than ${USER_CSV_MAX_BYTES / 1024 / 1024} MB.`, 'FILE_TOO_LARGE');

function textOf(bytes: Buffer): string {
  const text = bytes.toString('utf8');
  if (BINARY.test(text) || text.includes('\uFFFD')) throw badRequest('This is not a CSV file: save the sheet as CSV (UTF-8) and upload that.', 'NOT_CSV');
  return text;
}

/**
 * The CSV of a bulk upload: a `text/csv` body, or the file of a multipart form (field `file`, a
 * .csv name or a CSV type; other fields such as validateOnly are ignored). 5 MB at most.
 */
export async function readCsvUpload(request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) {
    if (typeof request.body !== 'string') throw badRequest('Send the CSV as text/csv, or as the file of a multipart/form-data form.', 'NOT_CSV');
    return textOf(Buffer.from(request.body));
  }
  try {
    for await (const part of request.parts({ limits: { fileSize: USER_CSV_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 } })) {
      if (part.type !== 'file') continue;
      const looksCsv = /\.csv$/i.test(part.filename) || /csv|text\/plain|vnd\.ms-excel/.test(part.mimetype);
      if (!looksCsv) throw badRequest(`${part.filename || 'The file'} is not a CSV file: upload a .csv file.`, 'NOT_CSV');
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
      if (part.file.truncated) throw tooLarge();
      return textOf(Buffer.concat(chunks));
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Send one CSV file at a time.', 'TOO_MANY_FILES');
    if (error instanceof HttpError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw badRequest(`The form could not be read as multipart/form-data (${(error as Error).message}).`, 'MALFORMED_FORM');
  }
  throw badRequest('Attach the CSV file to the form (field "file").', 'NO_FILE');
}
