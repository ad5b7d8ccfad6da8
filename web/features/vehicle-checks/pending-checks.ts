import { useSyncExternalStore } from 'react';
import type { SubmitCheckRequest } from '../../../contract/vehicle-checks.contract.ts';
import { vehicleChecksEndpoints } from '../../../contract/vehicle-checks.endpoints.ts';
import { ApiError, call } from '../../lib/api.ts';

/**
 * Checks done with no network, kept on the phone until it is back (docs/decisions/027): each with
 * its own clientId and the time it was done, so a resend answers what was recorded and the server
 * keeps the time of the check, not of the sending.
 */
export interface PendingCheck {
  bookingId: number;
  vehicleNumber: string;
  request: SubmitCheckRequest & { clientId: string; doneAt: string };
}

const STORE_KEY = 'medfleet.pendingChecks';
const listeners = new Set<() => void>();
let cache: { raw: string | null; list: PendingCheck[] } = { raw: null, list: [] };

function read(): PendingCheck[] {
  const raw = localStorage.getItem(STORE_KEY);
  if (raw !== cache.raw) {
    try {
      cache = { raw, list: raw ? (JSON.parse(raw) as PendingCheck[]) : [] };
    } catch {
      cache = { raw, list: [] };
    }
  }
  return cache.list;
}
function write(list: PendingCheck[]): void {
  if (list.length) localStorage.setItem(STORE_KEY, JSON.stringify(list));
  else localStorage.removeItem(STORE_KEY);
  for (const listener of listeners) listener();
}

export const keepPendingCheck = (check: PendingCheck) => write([...read().filter((c) => c.bookingId !== check.bookingId), check]);
const forget = (bookingId: number) => write(read().filter((c) => c.bookingId !== bookingId));

const subscribe = (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener));
/** The check of this booking waiting on the phone for a network, if any. */
export const usePendingCheck = (bookingId: number) => useSyncExternalStore(subscribe, () => read().find((c) => c.bookingId === bookingId));

/** The send under way: the network coming back while one runs (or two lists asking) joins it, never sends twice. */
let sending: Promise<{ sent: number; refused: string[] }> | undefined;

/**
 * Sends the kept checks; each one the server answered (recorded, or refused: a refusal will not
 * change by sending again) leaves the phone; one the network did not carry stays. Answers how
 * many were answered, and the refusals' messages; a caller while a send runs waits for it and is
 * answered nothing (the send's starter says what became of the checks, once).
 */
export function sendPendingChecks(): Promise<{ sent: number; refused: string[] }> {
  if (sending) return sending.then(() => ({ sent: 0, refused: [] }));
  sending = sendAll().finally(() => (sending = undefined));
  return sending;
}

async function sendAll(): Promise<{ sent: number; refused: string[] }> {
  let sent = 0;
  const refused: string[] = [];
  for (const check of read()) {
    try {
      await call(vehicleChecksEndpoints.submit, { params: { id: check.bookingId }, body: check.request });
      sent += 1;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) continue;
      refused.push(`${check.vehicleNumber}: ${error.serverMessage ?? error.message}`);
    }
    forget(check.bookingId);
  }
  return { sent, refused };
}
