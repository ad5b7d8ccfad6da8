import { createHash, createHmac } from 'node:crypto';
import type { UserChanges, UserRow, UsersRepository } from './users.repository.ts';
import { badRequest, notFound, said, tooManyRequests } from '../../http-errors.ts';
import type { NoticeParams } from '../../texts/render-notice.ts';

/** How long a confirmation link works. */
const LINK_HOURS = 24;
/** Confirmation e-mails one member may ask for in an hour: nobody can mail a thousand strangers through us. */
export const CONFIRMATIONS_PER_HOUR = 5;

/** Queues a message a member asked for, at most `perHour` of its kind an hour (the messaging feature); false when over. */
export type SendToMember = (
  message: {
    userId: number;
    channel: 'email';
    recipient: string;
    kind: 'email_confirmation';
    subject: string;
    body: string;
    textKey: string;
    params: NoticeParams;
    bookingId: null;
  },
  perHour: number,
) => Promise<boolean>;

interface Deps {
  users: UsersRepository;
  /** The server's secret: a link's token is worked out from it, so no token is ever stored in clear. */
  secret: string;
  publicUrl: string;
  sendToMember: SendToMember;
  now?: () => Date;
}

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const same = (a: string | null, b: string | null) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/**
 * The address notices go to changes only when the member opens a link sent to the new address
 * (docs/decisions/022): a typo or someone else's address never receives a member's notices, and nobody
 * can make the service mail an address of their choosing more than a few times an hour.
 */
export function createNotificationEmail({ users, secret, publicUrl, sendToMember, now = () => new Date() }: Deps) {
  const tokenOf = (userId: number, email: string, until: string) =>
    createHmac('sha256', secret).update(`notification-email\u0000${userId}\u0000${email}\u0000${until}`).digest('base64url');
  const linkOf = (userId: number, email: string, until: string) => `${publicUrl}/confirm-email#token=${tokenOf(userId, email, until)}`;

  /** Sends a fresh link to `email`; the row changes that make it the pending address. */
  async function sendLink(row: UserRow, email: string): Promise<UserChanges> {
    const until = new Date(now().getTime() + LINK_HOURS * 3_600_000);
    const params = { email, until: until.toISOString() };
    const queued = await sendToMember(
      {
        userId: row.id,
        channel: 'email',
        recipient: email,
        kind: 'email_confirmation',
        subject: 'Confirm your address for notices',
        body: 'Open the link to confirm {email}.',
        textKey: 'email.confirm',
        params,
        bookingId: null,
      },
      CONFIRMATIONS_PER_HOUR,
    );
    if (!queued) throw tooManyRequests(said('preferredEmail.tooMany', { max: CONFIRMATIONS_PER_HOUR }), 'TOO_MANY_CONFIRMATIONS');
    return { pendingPreferredEmail: email, preferredEmailTokenHash: digest(tokenOf(row.id, email, params.until)), preferredEmailTokenExpiresAt: until };
  }
  const cleared: UserChanges = { pendingPreferredEmail: null, preferredEmailTokenHash: null, preferredEmailTokenExpiresAt: null };

  return {
    /**
     * The row changes of a profile update's preferredEmail: none or the sign-in address take effect
     * at once (nothing new receives mail), any other waits for its link.
     */
    async changes(row: UserRow, requested: string | null): Promise<UserChanges> {
      if (requested === null || same(requested, row.email)) return { preferredEmail: requested, ...cleared };
      if (same(requested, row.preferredEmail)) return cleared;
      if (same(requested, row.pendingPreferredEmail) && row.preferredEmailTokenExpiresAt && row.preferredEmailTokenExpiresAt > now()) return {};
      return sendLink(row, requested);
    },
    /** The same link again, with a new day to open it. */
    async resend(row: UserRow): Promise<UserChanges> {
      if (!row.pendingPreferredEmail) throw notFound(said('preferredEmail.nothingPending'));
      return sendLink(row, row.pendingPreferredEmail);
    },
    cleared,
    /**
     * The link was opened: its address becomes the one notices go to, and the address they went to
     * hears so (someone else using the member's session could otherwise move them unseen).
     */
    async confirm(token: string): Promise<UserRow> {
      const confirmed = await users.confirmPreferredEmail(digest(token), now());
      if (!confirmed) throw badRequest(said('preferredEmail.linkDead'), 'LINK_DEAD');
      const { row, previous } = confirmed;
      // One more than the links of the hour, so that this mail is never the one held back.
      await sendToMember(
        {
          userId: row.id,
          channel: 'email',
          recipient: previous,
          kind: 'email_confirmation',
          subject: 'Your address for notices changed',
          body: 'Notices now go to {email}.',
          textKey: 'email.changed',
          params: { email: row.preferredEmail! },
          bookingId: null,
        },
        CONFIRMATIONS_PER_HOUR + 1,
      );
      return row;
    },
    /** The `{link}` of a confirmation e-mail, worked out when it is sent (the notifications feature's fill-in). */
    fillInLink: async (userId: number, params: NoticeParams): Promise<Record<string, string>> => ({
      link: linkOf(userId, String(params.email), String(params.until)),
    }),
  };
}
export type NotificationEmail = ReturnType<typeof createNotificationEmail>;
