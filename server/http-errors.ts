import type { OverrideType } from '../contract/overrides.contract.ts';
import { REFUSALS, type RefusalKey } from '../contract/refusals.texts.ts';
import { renderText, type NoticeParams } from './texts/render-notice.ts';

/** A refusal said as data: its text's key and parameters, rendered in English for `message`. */
export interface Said {
  key: RefusalKey;
  params: NoticeParams;
}

/** A refusal the web app can say in the member's language (contract/refusals.texts.ts). */
export const said = (key: RefusalKey, params: NoticeParams = {}): Said => ({ key, params });

/** A refusal as the API carries it: the English `message`, and its key and parameters for the app. */
export const saidAsData = ({ key, params }: Said) => ({ message: renderText('en', REFUSALS[key].en, params), messageKey: key, params });

/** An error a service throws to answer with a status and a message a person can act on. */
export class HttpError extends Error {
  /** The refusal as data, when it is one of contract/refusals.texts.ts. */
  readonly said: Said | undefined;
  constructor(
    readonly statusCode: number,
    message: string | Said,
    readonly code?: string,
    /** A booking refusal an admin may override: the member may ask (POST /api/override-requests). */
    readonly overrideType?: OverrideType,
    /** What else the answer says as data (a taken vehicle's alternatives). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(typeof message === 'string' ? message : saidAsData(message).message);
    this.said = typeof message === 'string' ? undefined : message;
  }
}

type Message = string | Said;

/** A refusal as the API says it: its message, code, key and parameters, and the override a member may ask for. */
export function refusalBody(error: HttpError) {
  const { said: text, overrideType, code } = error;
  return {
    message: error.message,
    ...(code ? { code } : {}),
    ...(text ? { messageKey: text.key, params: text.params } : {}),
    ...(overrideType ? { overrideType } : {}),
    ...error.extra,
  };
}

/** A booking refusal of a kind the override settings name (docs/decisions/017). */
export const overridable = (statusCode: number, message: Message, overrideType: OverrideType) =>
  new HttpError(statusCode, message, 'OVERRIDABLE', overrideType);

export const badRequest = (message: Message, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message: Message, code?: string) => new HttpError(401, message, code);
export const forbidden = (message: Message, code?: string) => new HttpError(403, message, code);
export const notFound = (message: Message, code?: string) => new HttpError(404, message, code);
export const conflict = (message: Message, code?: string) => new HttpError(409, message, code);
export const serviceUnavailable = (message: Message, code?: string) => new HttpError(503, message, code);
export const tooManyRequests = (message: Message, code?: string) => new HttpError(429, message, code);
