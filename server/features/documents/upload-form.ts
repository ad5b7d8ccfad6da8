import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../../contract/documents.contract.ts';
import { badRequest, HttpError, said } from '../../http-errors.ts';
import { readOneFile } from '../../multipart-file.ts';

/** The one file of a multipart form (field `file`), read whole: 10 MB at most. */
export async function readUploadForm(request: FastifyRequest): Promise<{ fileName: string; data: Buffer }> {
  if (!request.isMultipart()) throw badRequest(said('upload.notMultipart'), 'NO_FILE');
  const { fileName, data } = await readOneFile(request, {
    what: 'file',
    maxBytes: UPLOAD_MAX_BYTES,
    tooLarge: () => new HttpError(413, said('documents.tooLarge'), 'FILE_TOO_LARGE'),
    noFile: said('upload.noFile'),
  });
  return { fileName: fileName || 'document', data };
}
