/**
 * A notice for people, as the notifications feature keeps it: a `{placeholder}` in the message
 * is filled in from `params` when it is shown (docs/decisions/012).
 */
import type { NotificationType } from '../contract/constants.ts';

export interface Notice {
  type: NotificationType;
  title: string;
  message: string;
  params?: Record<string, string | number>;
}

/** How a feature tells people something: a notice to each of these users (the notifications feature). */
export type Notify = (userIds: number[], notice: Notice) => Promise<void>;
