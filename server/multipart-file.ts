import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError, said, type Said } from './http-errors.ts';

export interface UploadedFile {
  fileName: string;
  mimeType: string;
  data: Buffer;
}

/**
 * The one file of a multipart/form-data form, read whole (other fields, such as validateOnly,
 * are skipped; `what` names the file in messages). A file over `maxBytes` is `tooLarge()` (413); `refuse` may turn a file away by
 * its name or type before its bytes are read; a broken form is a 400, never a 500.
 */
export async function readOneFile(
  request: FastifyRequest,
  {
    what,
    maxBytes,
    tooLarge,
    refuse,
    noFile,
  }: {
    what: 'file' | 'csv';
    maxBytes: number;
    tooLarge: () => HttpError;
    refuse?: (file: { fileName: string; mimeType: string }) => HttpError | undefined;
    noFile: Said;
  },
): Promise<UploadedFile> {
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1000, parts: 12 } })) {
      if (part.type !== 'file') continue;
      const refusal = refuse?.({ fileName: part.filename, mimeType: part.mimetype });
      if (refusal) throw refusal;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
      if (part.file.truncated) throw tooLarge();
      return { fileName: part.filename, mimeType: part.mimetype, data: Buffer.concat(chunks) };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw badRequest(said('upload.oneAtATime', { what }), 'TOO_MANY_FILES');
    if (error instanceof HttpError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw badRequest(said('upload.malformed', { reason: (error as Error).message }), 'MALFORMED_FORM');
  }
  throw badRequest(noFile, 'NO_FILE');
}
