import { STORAGE_KEYS } from '../../contract/constants.ts';
import type { OverrideType } from '../../contract/overrides.contract.ts';
import { currentLanguage, t } from './i18n/index.ts';
import { refusalText, validationText, type TextParams } from './server-texts.ts';

/**
 * A non-successful answer: the message is "status: body" as the spec's call conventions say;
 * `serverMessage` is the body's {message} when there is one, for showing to people.
 */
export class ApiError extends Error {
  /** For refused input: the server's message for each field at fault, by its path, in the language shown. */
  readonly fields: Record<string, string>;
  /** The body's {message}, in the language shown when the server said it as data (messageKey, params). */
  readonly serverMessage: string | undefined;
  /** A refused booking an admin may override (issue 13.6): the member may ask. */
  readonly overrideType: OverrideType | undefined;
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    const parsed = parseErrorBody(body);
    this.serverMessage = typeof parsed.message === 'string' ? refusalText(parsed.message, parsed.messageKey, parsed.params) : undefined;
    this.fields = Object.fromEntries(Object.entries(parsed.fields ?? {}).map(([path, message]) => [path, validationText(message)]));
    this.overrideType = parsed.overrideType;
  }
}

export function storedToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.authToken);
}

interface ParsedBody {
  message?: unknown;
  messageKey?: string;
  params?: TextParams;
  fields?: Record<string, string>;
  overrideType?: OverrideType;
}

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

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const text = await (await send(method, path, body)).text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** One page of a list the server pages, with how many there are in all (its X-Total-Count). */
export async function apiPage<T>(path: string): Promise<{ items: T[]; total: number }> {
  const response = await send('GET', path);
  const items = (await response.json()) as T[];
  return { items, total: Number(response.headers.get('x-total-count') ?? items.length) };
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
    // No network: said plainly, and nothing was sent (issue 15.4).
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

/** A path with the given query parameters; empty and absent ones are left out. */
export function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]]))).toString();
  return query ? `${path}?${query}` : path;
}
