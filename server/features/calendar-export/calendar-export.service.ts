import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeedsRepository } from './calendar-feeds.repository.ts';
import { icsCalendar, type IcsEvent } from './ics.ts';
import type { Booking } from '../../../contract/bookings.contract.ts';
import type { Language } from '../../../contract/constants.ts';
import type { Actor } from '../../actor.ts';
import type { AuthContext } from '../../auth-context.ts';
import { notFound } from '../../http-errors.ts';
import { CALENDAR_WORDS } from '../../texts/calendar.ts';

export interface CalendarExportDeps {
  feeds: CalendarFeedsRepository;
  /** The booking for its owner or an admin, else 404 (the bookings feature). */
  getBooking: (actor: Actor, id: number) => Promise<Booking>;
  feedOf: (userId: number) => Promise<Booking[]>;
  publicUrl: string;
  serviceName: string;
  /** The language a member chose, for their subscription feed. */
  languageOf: (userId: number) => Promise<Language>;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

const STATUS: Record<string, IcsEvent['status']> = { pending: 'TENTATIVE', cancelled: 'CANCELLED' };

export function createCalendarExportService({ feeds, getBooking, feedOf, publicUrl, serviceName, languageOf }: CalendarExportDeps) {
  const host = new URL(publicUrl).host;
  const describe = (b: Booking, language: Language) => {
    const words = CALENDAR_WORDS[language];
    return {
      summary: words.summary(b.vehicleNumber),
      details: [
        words.about(serviceName, b.vehicleNumber, b.status === 'pending'),
        b.notes ? words.notes(b.notes) : '',
        words.details(`${publicUrl}/dashboard?tab=my-reservations`),
      ]
        .filter(Boolean)
        .join('\n'),
      location: words.location(b.vehicleNumber),
    };
  };
  const toEvent =
    (language: Language) =>
    (b: Booking): IcsEvent => {
      const d = describe(b, language);
      return {
        reminder: (minutes) => CALENDAR_WORDS[language].startsIn(d.summary, minutes),
        uid: `booking-${b.id}@${host}`,
        start: new Date(b.startTime),
        end: new Date(b.endTime),
        summary: d.summary,
        description: d.details,
        location: d.location,
        status: STATUS[b.status] ?? 'CONFIRMED',
        updatedAt: new Date(b.updatedAt),
        sequence: b.revision,
      };
    };

  return {
    /** Compose links of Google Calendar and Outlook (docs/spec/member-app.md 7). */
    async urls(ctx: AuthContext, id: number, language: Language) {
      const b = await getBooking(ctx, id);
      const d = describe(b, language);
      const google = new URL('https://calendar.google.com/calendar/render');
      google.search = new URLSearchParams({
        action: 'TEMPLATE',
        text: d.summary,
        dates: `${compact(b.startTime)}/${compact(b.endTime)}`,
        details: d.details,
        location: d.location,
      }).toString();
      const outlook = new URL('https://outlook.office.com/calendar/0/deeplink/compose');
      outlook.search = new URLSearchParams({
        path: '/calendar/action/compose',
        rru: 'addevent',
        subject: d.summary,
        startdt: b.startTime,
        enddt: b.endTime,
        body: d.details,
        location: d.location,
      }).toString();
      return { google: google.href, outlook: outlook.href };
    },
    async ics(actor: Actor, id: number, language: Language) {
      const b = await getBooking(actor, id);
      return { fileName: `${b.vehicleNumber}-booking-${b.id}.ics`, body: icsCalendar(CALENDAR_WORDS[language].calendar(serviceName), [toEvent(language)(b)]) };
    },
    async feedStatus(ctx: AuthContext) {
      const row = await feeds.find(ctx.user.id);
      return { active: !!row, createdAt: row?.createdAt.toISOString() ?? null };
    },
    /** A new secret subscription URL; shown once, since only its hash is kept. */
    async createFeed(ctx: AuthContext) {
      const token = randomBytes(24).toString('base64url');
      const row = await feeds.replace(ctx.user.id, hash(token));
      return { url: `${publicUrl}/api/calendar/feed/${token}.ics`, createdAt: row.createdAt.toISOString() };
    },
    revokeFeed: (ctx: AuthContext) => feeds.remove(ctx.user.id),
    async feed(fileName: string) {
      const userId = await feeds.userOfToken(hash(fileName.replace(/\.ics$/, '')));
      if (!userId) throw notFound('Unknown calendar feed.');
      const language = await languageOf(userId);
      return icsCalendar(CALENDAR_WORDS[language].feed(serviceName), (await feedOf(userId)).map(toEvent(language)));
    },
  };
}
export type CalendarExportService = ReturnType<typeof createCalendarExportService>;
