import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../../contract/documents.contract.ts';
import { badRequest, HttpError } from '../../http-errors.ts';

const tooLarge = () => new HttpError(413, 'The file is larger than 10 MB.', 'FILE_TOO_LARGE');

/** The one file of a multipart form (field `file`), read whole: 10 MB at most. */
export async function readUploadForm(request: FastifyRequest): Promise<{ fileName: string; data: Buffer }> {
  if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data (field "file").', 'NO_FILE');
  try {
    for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 } })) {
      if (part.type !== 'file') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
      if (part.file.truncated) throw tooLarge();
      return { fileName: part.filename || 'document', data: Buffer.concat(chunks) };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Send one file at a time.', 'TOO_MANY_FILES');
    if (error instanceof HttpError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw badRequest(`The form could not be read as multipart/form-data (${(error as Error).message}).`, 'MALFORMED_FORM');
  }
  throw badRequest('Attach the file to the form (field "file").', 'NO_FILE');
}
