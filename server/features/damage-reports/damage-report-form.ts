import type { FastifyRequest } from 'fastify';
import { photoRules } from './damage-reports.service.ts';
import { DAMAGE_PHOTO_MAX_BYTES, DAMAGE_PHOTOS_MAX } from '../../../contract/damage-reports.contract.ts';
import { badRequest, said } from '../../http-errors.ts';
import { IMAGE_KINDS, imageRefusal, normaliseImage, type StoredImage } from '../../images.ts';
import { findUnsafeInput } from '../../plugins/input-guard.plugin.ts';

/** The form's text fields: a few hundred characters each at most (the description 5000). */
const FIELD_LIMIT = 20_000;
const NUMBER_FIELDS = new Set(['vehicleId', 'bookingId']);
const BOOLEAN_FIELDS = new Set(['injuries', 'policeNotified']);

/** A multipart field as the JSON form has it: ids as numbers, flags as booleans, empty as absent. */
function fieldValue(name: string, value: string): unknown {
  if (NUMBER_FIELDS.has(name)) return value === '' ? null : /^\d+$/.test(value) ? Number(value) : value;
  if (BOOLEAN_FIELDS.has(name)) return value === 'true' || value === 'on' ? true : value === 'false' ? false : value;
  return value;
}

function limitError(error: unknown, photo: number): Error {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest(imageRefusal('image.tooLarge', photoRules(photo)), 'FILE_TOO_LARGE');
  if (code === 'FST_FILES_LIMIT') return badRequest(said('damage.tooManyPhotos', { max: DAMAGE_PHOTOS_MAX }), 'TOO_MANY_FILES');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest(said('damage.tooManyFields'), 'TOO_MANY_FIELDS');
  // Anything else the parser throws without a status (busboy: "Unexpected end of form",
  // "Malformed part header") is a body that is not multipart/form-data: the sender's fault.
  if (typeof (error as { statusCode?: unknown }).statusCode !== 'number') {
    return badRequest(said('upload.malformed', { reason: (error as Error).message }), 'MALFORMED_FORM');
  }
  return error as Error;
}

/**
 * A file part's bytes, read here rather than with part.toBuffer(): that one keeps its buffer on
 * the part, and every part stays referenced by the form until the request ends, so a report's
 * ten photos would all stay in memory though each is needed only until it is made safe.
 */
async function fileBytes(file: AsyncIterable<Buffer> & { truncated: boolean }, photo: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk);
  if (file.truncated) throw badRequest(imageRefusal('image.tooLarge', photoRules(photo)), 'FILE_TOO_LARGE');
  return Buffer.concat(chunks);
}

/**
 * A damage report sent as multipart/form-data: its fields, and each photo streamed in with a
 * per-file limit and made safe (normaliseImage) as it arrives, so a request holds one photo's
 * bytes at a time however many it sends. The fields then face the same contract as JSON.
 */
export async function readDamageReportForm(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; photos: StoredImage[] }> {
  const fields: Record<string, unknown> = {};
  const photos: StoredImage[] = [];
  const parts = request.parts({
    limits: { fileSize: DAMAGE_PHOTO_MAX_BYTES, files: DAMAGE_PHOTOS_MAX, fields: 20, fieldSize: FIELD_LIMIT, parts: DAMAGE_PHOTOS_MAX + 20 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const n = photos.length + 1;
        if (part.fieldname !== 'photos') throw badRequest(said('damage.unexpectedFile', { field: part.fieldname }));
        const bytes = await fileBytes(part.file, n);
        photos.push(await normaliseImage(bytes, IMAGE_KINDS.photo, photoRules(n)));
      } else {
        if (part.valueTruncated) throw badRequest(said('damage.fieldTooLong', { field: part.fieldname }));
        fields[part.fieldname] = fieldValue(part.fieldname, String(part.value));
      }
    }
  } catch (error) {
    throw limitError(error, photos.length + 1);
  }
  const unsafe = findUnsafeInput(fields, 'body');
  if (unsafe) throw badRequest(`Invalid request: ${unsafe}`, 'UNSAFE_INPUT');
  return { fields, photos };
}
