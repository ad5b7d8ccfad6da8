import type { OverrideType } from '../contract/overrides.contract.ts';

/** An error a service throws to answer with a status and a message a person can act on. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** A booking refusal an admin may override: the member may ask (POST /api/override-requests). */
    readonly overrideType?: OverrideType,
  ) {
    super(message);
  }
}

/** A booking refusal of a kind the override settings name (issue 13.6). */
export const overridable = (statusCode: number, message: string, overrideType: OverrideType) => new HttpError(statusCode, message, 'OVERRIDABLE', overrideType);

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message = 'Please sign in again.', code?: string) => new HttpError(401, message, code);
export const forbidden = (message: string, code?: string) => new HttpError(403, message, code);
export const notFound = (message: string, code?: string) => new HttpError(404, message, code);
export const conflict = (message: string, code?: string) => new HttpError(409, message, code);
export const serviceUnavailable = (message: string, code?: string) => new HttpError(503, message, code);
export const tooManyRequests = (message: string, code?: string) => new HttpError(429, message, code);
