import type { NoticeCursor } from './notifications.repository.ts';

/** PostgreSQL's full transaction ids are unsigned 64-bit; 0 is no transaction. */
const MAX_XID = 2n ** 64n - 1n;
/** A snapshot lists the transactions open when it was read: a few hundred at the very most. */
const MAX_CURSOR_LENGTH = 8_192;

/**
 * A notice stream's place as the text of an event id: the newest notice id it had sent and the
 * snapshot of the read that sent it, `42@1201:1205:1203`. An app that comes back sends it as
 * Last-Event-ID and is sent what is newer and what that read could not see yet (a notice whose
 * transaction committed after a newer one's), so the snapshot travels with the id (decision 024).
 */
export function cursorText({ id, snapshot }: NoticeCursor): string {
  const text = `${id}@${snapshot}`;
  // Past the length read back, the bare id: the app is then sent only what is newer.
  return snapshot && text.length <= MAX_CURSOR_LENGTH ? text : String(id);
}

const CURSOR = /^(\d{1,15})(?:@(\d{1,20}):(\d{1,20}):(\d{1,20}(?:,\d{1,20})*)?)?$/;

/**
 * The place an app's Last-Event-ID names, when it is one of ours: a bare notice id (an app of the
 * release before, or one that typed it) has no snapshot. Anything else, including a snapshot
 * PostgreSQL would refuse (out of order, out of range), is an app starting afresh, not an error.
 */
export function noticeCursorOf(header: string | string[] | undefined): NoticeCursor | undefined {
  if (typeof header !== 'string' || header.length > MAX_CURSOR_LENGTH) return undefined;
  const [, id, xmin, xmax, open] = CURSOR.exec(header) ?? [];
  if (id === undefined) return undefined;
  if (xmin === undefined || xmax === undefined) return { id: Number(id), snapshot: '' };
  return snapshotIsSane(BigInt(xmin), BigInt(xmax), open ? open.split(',').map(BigInt) : [])
    ? { id: Number(id), snapshot: header.slice(id.length + 1) }
    : undefined;
}

/** As PostgreSQL reads a pg_snapshot: 0 < xmin <= xmax, each open transaction in [xmin, xmax), in order. */
function snapshotIsSane(xmin: bigint, xmax: bigint, open: bigint[]): boolean {
  if (xmin === 0n || xmax > MAX_XID || xmax < xmin) return false;
  return open.every((xid, i) => xid >= xmin && xid < xmax && (i === 0 || xid >= open[i - 1]!));
}
