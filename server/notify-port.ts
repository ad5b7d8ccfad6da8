/**
 * A notice for people, as the notifications feature keeps it: a `{placeholder}` in the message
 * is filled in from `params` when it is shown (docs/decisions/012).
 */
import type { NotificationType } from '../contract/constants.ts';
import type { Database } from './db/client.ts';

/** The transaction of a change whose notices must be written with it (or not at all). */
export type Transaction = Database;

export interface Notice {
  type: NotificationType;
  title: string;
  message: string;
  params?: Record<string, string | number>;
}

/**
 * How a feature tells people something: a notice to each of these users (the notifications
 * feature), with its outbound messages; `within` writes them on the change's own transaction.
 */
export type Notify = (userIds: number[], notice: Notice, within?: Transaction) => Promise<void>;
