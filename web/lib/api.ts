import { currentLanguage, t } from './i18n/index.ts';
import { refusalText, validationText, type TextParams } from './server-texts.ts';
import type { RefusedOccurrence } from '../../contract/booking-series.contract.ts';
import { STORAGE_KEYS } from '../../contract/constants.ts';
import { answerSchema, pathOf, type Answer, type CallInput, type Endpoint } from '../../contract/endpoint.ts';
import type { ErrorBody } from '../../contract/errors.contract.ts';
import type { OverrideType } from '../../contract/overrides.contract.ts';

/**
 * A non-successful answer: the message is "status: body" as the spec's call conventions say;
 * `serverMessage` is the body's {message} when there is one, for showing to people.
 */
export class ApiError extends Error {
  /** For refused input: the server's message for each field at fault, by its path, in the language shown. */
  readonly fields: Record<string, string>;
  /** The body's {message}, in the language shown when the server said it as data (messageKey, params). */
  readonly serverMessage: string | undefined;
  /** A refused booking an admin may override (docs/decisions/017): the member may ask. */
  readonly overrideType: OverrideType | undefined;
  /** A vehicle taken for the span: those of its kind the member may book instead (one tap). */
  readonly alternatives: Alternative[];
  /** A series refused whole: why each of its refused occurrences was. */
  readonly refused: RefusedOccurrence[];
  /** What kind of refusal it is (VEHICLE_TAKEN, …), when the server named it. */
  readonly code: string | undefined;
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    const parsed = parseErrorBody(body);
    this.serverMessage = typeof parsed.message === 'string' ? refusalText(parsed.message, parsed.messageKey, parsed.params) : undefined;
    this.fields = Object.fromEntries(Object.entries(parsed.fields ?? {}).map(([path, message]) => [path, validationText(message)]));
    this.overrideType = parsed.overrideType;
    this.alternatives = Array.isArray(parsed.alternatives) ? parsed.alternatives : [];
    this.refused = Array.isArray(parsed.refused) ? parsed.refused : [];
    this.code = typeof parsed.code === 'string' ? parsed.code : undefined;
  }
}

export function storedToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.authToken);
}

interface ParsedBody {
  message?: unknown;
  code?: unknown;
  messageKey?: string;
  params?: TextParams;
  fields?: Record<string, string>;
  overrideType?: OverrideType;
  alternatives?: Alternative[];
  refused?: RefusedOccurrence[];
}

/** A vehicle a refusal offers instead. */
export type Alternative = NonNullable<ErrorBody['alternatives']>[number];

function parseErrorBody(body: string): ParsedBody {
  try {
    return (JSON.parse(body) as ParsedBody | null) ?? {};
  } catch {
    return {};
  }
}

/**
 * Every call: JSON when there is a body (a FormData goes as multipart/form-data, its boundary
 * set by the browser), the bearer token when one is stored, and cookies.
 */
/** What every call carries: the bearer token when one is stored, and the language the app shows. */
function sessionHeaders(): Record<string, string> {
  const token = storedToken();
  // The server answers (notices, messages, PDFs) in the language the app shows, not the browser's.
  return { 'accept-language': currentLanguage(), ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

/** Answers are read with their schema while developing and in tests, so a contract that drifted fails there, loudly. */
const CHECK_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** What a call of `E` needs: nothing at all for an endpoint without parameters or body. */
type Input<E extends Endpoint> = Record<never, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

type WithoutBody<E extends Endpoint> = Omit<CallInput<E>, 'body'>;
/** A form's call: the form is the body. */
type FormInput<E extends Endpoint> = Record<never, never> extends WithoutBody<E> ? [input?: WithoutBody<E>] : [input: WithoutBody<E>];

const split = (given: unknown) => {
  const input = given as { params?: object; query?: object; body?: unknown } | undefined;
  return {
    params: input?.params as Parameters<typeof pathOf>[1],
    query: input?.query as Parameters<typeof pathOf>[2],
    body: input?.body,
  };
};

/** The address of a call of `E` (a query's key, a file's link). */
export function urlOf<E extends Endpoint>(declared: E, ...[input]: Input<E>): string {
  const { params, query } = split(input);
  return pathOf(declared, params, query);
}

async function answerOf<E extends Endpoint>(declared: E, response: Response): Promise<Answer<E>> {
  const text = await response.text();
  // An empty answer (204, or a wait that ended with nothing) has no schema to meet.
  if (!text) return undefined as Answer<E>;
  const data: unknown = JSON.parse(text);
  const schema = answerSchema(declared);
  return (CHECK_ANSWERS && schema ? schema.parse(data) : data) as Answer<E>;
}

/** Calls a declared endpoint (contract/*.endpoints.ts): its address, body and answer are typed by its schemas. */
export async function call<E extends Endpoint>(declared: E, ...[input]: Input<E>): Promise<Answer<E>> {
  return answerOf(declared, await send(declared.method, urlOf(declared, ...([input] as Input<E>)), split(input).body));
}

/** Calls a declared endpoint whose body is multipart/form-data (files streamed beside the fields). */
export async function callWithForm<E extends Endpoint>(declared: E, form: FormData, ...[input]: FormInput<E>): Promise<Answer<E>> {
  const { params, query } = split(input);
  return answerOf(declared, await send(declared.method, pathOf(declared, params, query), form));
}

/** One page of a list the server pages, with how many there are in all (its X-Total-Count). */
export async function callPage<E extends Endpoint>(declared: E, ...[input]: Input<E>): Promise<{ items: Answer<E>; total: number }> {
  const response = await send(declared.method, urlOf(declared, ...([input] as Input<E>)));
  const items = await answerOf(declared, response);
  return { items, total: Number(response.headers.get('x-total-count') ?? (Array.isArray(items) ? items.length : 0)) };
}

/** A query of a declared endpoint, keyed by its address (a change makes stale the addresses it names). */
export function queryOf<E extends Endpoint>(declared: E, ...[input]: Input<E>) {
  const url = urlOf(declared, ...([input] as Input<E>));
  return { queryKey: [url] as [string], queryFn: () => call(declared, ...([input] as Input<E>)) };
}

/** The call itself: a failed answer becomes an ApiError. */
async function send(method: string, path: string, body?: unknown): Promise<Response> {
  const headers = sessionHeaders();
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  }).catch((error: unknown) => {
    // No network: said plainly, and nothing was sent (docs/decisions/020).
    if (!navigator.onLine) throw new ApiError(0, JSON.stringify({ message: t('offline.notSent') }));
    throw error;
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, text);
  }
  return response;
}

/** For refused input: the server's message for each field at fault, by its path. */
export const fieldErrors = (error: unknown): Record<string, string> => (error instanceof ApiError ? error.fields : {});

/** The message to show a person for a failed call. */
export function problemText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}

/** A protected file's bytes, with the bearer token when one is stored, and cookies. */
async function fetchFile(path: string): Promise<Blob> {
  const response = await fetch(path, { credentials: 'include', headers: sessionHeaders() });
  if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
  return response.blob();
}

/** Saves a file the API serves to the signed-in user (fetched with the session rather than linked). */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await fetchFile(path));
  Object.assign(document.createElement('a'), { href: url, download: fileName }).click();
  URL.revokeObjectURL(url);
}

/** A protected file shown in a new tab (a PDF or an image): the tab opens at once, so no pop-up blocker stops it. */
export async function openFile(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchFile(path));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
