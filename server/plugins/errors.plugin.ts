import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../contract/errors.contract.ts';
import { isDatabaseUnavailable } from '../db/client.ts';
import { HttpError, refusalBody } from '../http-errors.ts';

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable right now. Please try again in a moment.';

/** Every error leaves as `{message, code?}` with the right status; nothing a client sends becomes a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = describe(error);
    request.refusal = body.code ?? body.messageKey ?? String(status);
    if (status >= 500) request.log.error({ err: error }, body.message);
    // By its code, not its message: a refusal's message may name a person (an e-mail already taken).
    else request.log.info({ status, refusal: request.refusal }, 'request refused');
    return reply.status(status).send(body);
  });
}

function describe(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof HttpError) return { status: error.statusCode, body: refusalBody(error) };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    const fields: Record<string, string> = {};
    const details = error.validation.map((v) => {
      const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
      if (path && !fields[path]) fields[path] = v.message ?? 'Invalid value';
      return path ? `${where}.${path}: ${v.message}` : `${where}: ${v.message}`;
    });
    return { status: 400, body: { message: `Invalid request: ${details.join('; ')}`, code: 'VALIDATION', ...(Object.keys(fields).length ? { fields } : {}) } };
  }
  if (isResponseSerializationError(error)) return { status: 500, body: { message: 'The server produced an invalid answer.' } };
  if (isDatabaseUnavailable(error)) return { status: 503, body: { message: DATABASE_UNAVAILABLE_MESSAGE, code: 'DATABASE_UNAVAILABLE' } };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: withCode(clientErrorMessage(error), error.code) };
  }
  return { status: 500, body: { message: 'Something went wrong on the server. Please try again.' } };
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `Unsupported content type ${JSON.stringify(error.message.split("'")[1] ?? '')}; send application/json.`;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object or no content type.';
    default:
      return error.message;
  }
}

function withCode(message: string, code: string | undefined): ErrorBody {
  return code ? { message, code } : { message };
}
