/**
 * A notice for people, as the notifications feature keeps it: one of server/texts' notices and
 * its parameters, rendered in its reader's language when shown or sent (docs/decisions/019).
 */
import type { NotificationType } from '../contract/constants.ts';
import type { Tx } from './db/transaction.ts';
import type { NoticeText } from './texts/notices.en.ts';
import type { NoticeParams } from './texts/render-notice.ts';

/** The transaction of a change whose notices must be written with it (or not at all). */
export type Transaction = Tx;

export interface Notice {
  type: NotificationType;
  text: NoticeText;
  params: NoticeParams;
  /** Parameters filled in only when the notice is read or sent, never stored (the immobilizer's `code`). */
  sealed?: string[];
  /** Its messages leave no earlier than this (an immobilizer code, at the start of its window); now if absent. */
  sendAt?: Date;
}

/** A notice with its English title and message, kept with its rows as their record. */
export type RecordedNotice = Notice & { title: string; message: string };

/** A stored notice or message, as much as rendering it in its reader's language needs. */
export interface StoredNotice {
  type: string;
  userId: number | null;
  textKey: string | null;
  title: string;
  message: string;
  params: NoticeParams | null;
}

/**
 * How a feature tells people something: a notice to each of these users (the notifications
 * feature), with its outbound messages; `within` writes them on the change's own transaction.
 */
export type Notify = (userIds: number[], notice: Notice, within?: Transaction) => Promise<void>;

/** What a notice about a booking says of it: its id, vehicle and span. */
export const aboutBooking = (b: { id: number; vehicleNumber: string; startTime: Date; endTime: Date }) => ({
  bookingId: b.id,
  vehicle: b.vehicleNumber,
  start: b.startTime.toISOString(),
  end: b.endTime.toISOString(),
});
