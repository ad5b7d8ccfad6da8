import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessagingService } from './messaging.service.ts';
import type { Booking } from '../../../contract/bookings.contract.ts';
import type { NotificationType } from '../../../contract/constants.ts';
import { messagingTestsEndpoints } from '../../../contract/messaging.endpoints.ts';
import { normalisePhone } from '../../../contract/user.contract.ts';
import type { WhatsappChannel } from '../../adapters/channels.adapter.ts';
import type { AuthContext } from '../../auth-context.ts';
import { badRequest, conflict, forbidden, said, tooManyRequests } from '../../http-errors.ts';
import { authOf, requireAdmin } from '../../plugins/authenticate.ts';
import { routeOf } from '../../plugins/route-of.ts';
import { formatSpan } from '../../time.ts';
import type { UserRow } from '../users/index.ts';

interface Options {
  messaging: MessagingService;
  whatsapp: WhatsappChannel;
  getBooking: (ctx: AuthContext, id: number) => Promise<Booking>;
  findUser: (id: number) => Promise<UserRow | undefined>;
}

/** An immobilizer code opens a vehicle: it goes only to a booking that holds it, in the code's window. */
function assertCodeMaySend(booking: Booking, at: Date): void {
  if (booking.status !== 'confirmed' && booking.status !== 'active')
    throw conflict(said('messagingTest.codeNotHeld', { status: booking.status }), 'CODE_NOT_NOW');
  const opens = new Date(new Date(booking.startTime).getTime() - CODE_WINDOW_BEFORE_MS);
  if (at < opens) throw conflict(said('messagingTest.codeTooEarly', { from: opens.toISOString() }), 'CODE_NOT_NOW');
  if (at >= new Date(booking.endTime)) throw conflict(said('messagingTest.codeTooLate'), 'CODE_NOT_NOW');
}
/** WhatsApp tests a member may send themselves in an hour. */
const MEMBER_TESTS_PER_HOUR = 3;
/** A code works from an hour before its booking starts (docs/architecture.md, immobilizer code). */
const CODE_WINDOW_BEFORE_MS = 3_600_000;

/**
 * The spec's messaging tests (admin-app 7), for admins with a real session: each message goes
 * through the outbox like every other, on the channels asked for, to the booking's member.
 */
export const messagingTestRoutes: FastifyPluginAsyncZod<Options> = async (app, { messaging, whatsapp, getBooking, findUser }) => {
  async function toMember(
    ctx: AuthContext,
    bookingId: number,
    channels: { email: boolean; whatsapp: boolean },
    message: { kind: NotificationType; subject: string; body: (b: Booking) => string; mayGo?: (b: Booking) => void },
  ) {
    const booking = await getBooking(ctx, bookingId);
    message.mayGo?.(booking);
    const member = await findUser(booking.userId);
    if (!member) throw badRequest(said('messagingTest.memberGone'));
    const to = [
      ...(channels.email ? [{ channel: 'email' as const, recipient: member.preferredEmail ?? member.email }] : []),
      ...(channels.whatsapp && (member.whatsappNumber ?? member.phone)
        ? [{ channel: 'whatsapp' as const, recipient: (member.whatsappNumber ?? member.phone)! }]
        : []),
    ];
    if (!to.length)
      throw badRequest(channels.whatsapp && !channels.email ? said('messagingTest.noPhone', { member: member.name }) : said('messagingTest.chooseChannel'));
    await messaging.sendNow(
      to.map((t) => ({ ...t, userId: member.id, bookingId, kind: message.kind, subject: message.subject, body: message.body(booking), params: { bookingId } })),
    );
    return { success: true, message: `Queued for ${member.name} by ${to.map((t) => (t.channel === 'email' ? 'e-mail' : 'WhatsApp')).join(' and ')}.` };
  }
  const span = (b: Booking) => formatSpan(new Date(b.startTime), new Date(b.endTime));

  app.route({
    ...routeOf(messagingTestsEndpoints.whatsappTest),
    handler: async (request) => {
      const number = normalisePhone(request.body.phoneNumber);
      if (!number) throw badRequest(said('messagingTest.badPhone'));
      const ctx = authOf(request);
      const message = {
        channel: 'whatsapp' as const,
        recipient: number,
        bookingId: null,
        kind: 'system_update' as const,
        subject: 'Test message',
        body: 'MedFleet test message: WhatsApp works.',
        params: {},
        textKey: 'whatsapp.test',
      };
      if (ctx.isAdmin) await messaging.sendNow([{ ...message, userId: null }]);
      else await testOwnNumber(ctx, number, message);
      return { success: true, message: `Test message queued for ${number}.` };
    },
  });
  /** A member may test WhatsApp on their own number, a few times an hour: never anyone else's phone. */
  async function testOwnNumber(ctx: AuthContext, number: string, message: Omit<Parameters<MessagingService['sendToMember']>[0], 'userId'>) {
    const own = ctx.user.whatsappNumber ?? ctx.user.phone;
    if (!own) throw badRequest(said('messagingTest.noOwnNumber'), 'NO_PHONE');
    if (normalisePhone(own) !== number) throw forbidden(said('messagingTest.ownNumberOnly', { number: own }), 'NOT_OWN_NUMBER');
    if (!(await messaging.sendToMember({ ...message, userId: ctx.user.id }, MEMBER_TESTS_PER_HOUR))) {
      throw tooManyRequests(said('messagingTest.tooMany', { max: MEMBER_TESTS_PER_HOUR }), 'TOO_MANY_TESTS');
    }
  }
  app.route({
    ...routeOf(messagingTestsEndpoints.sendConfirmation),
    onRequest: requireAdmin,
    handler: (request) =>
      toMember(authOf(request), request.params.bookingId, request.body, {
        kind: 'booking_confirmation',
        subject: 'Booking confirmed',
        body: (b) => `${b.vehicleNumber} is yours, ${span(b)}.`,
      }),
  });
  app.route({
    ...routeOf(messagingTestsEndpoints.sendReminder),
    onRequest: requireAdmin,
    handler: (request) =>
      toMember(authOf(request), request.params.bookingId, request.body, {
        kind: 'booking_reminder',
        subject: 'Booking reminder',
        body: (b) => `${b.vehicleNumber}, ${span(b)}: your booking starts in ${request.body.reminderType === '15min' ? '15 minutes' : '1 hour'}.`,
      }),
  });
  app.route({
    ...routeOf(messagingTestsEndpoints.sendAgreement),
    onRequest: requireAdmin,
    handler: (request) =>
      toMember(authOf(request), request.params.bookingId, request.body, {
        kind: 'agreement_reminder',
        subject: 'Sign the agreement',
        body: (b) => `Sign the vehicle-use agreement of ${b.vehicleNumber}, ${span(b)}, in My Reservations before you take the vehicle.`,
      }),
  });
  app.route({
    ...routeOf(messagingTestsEndpoints.sendIturan),
    onRequest: requireAdmin,
    handler: (request) =>
      toMember(authOf(request), request.params.bookingId, request.body, {
        kind: 'ituran_code',
        subject: 'Immobilizer code',
        body: (b) => `Your immobilizer code for ${b.vehicleNumber} is ${request.body.ituranCode}.`,
        mayGo: (b) => assertCodeMaySend(b, new Date()),
      }),
  });
  app.route({
    ...routeOf(messagingTestsEndpoints.whatsappStatus),
    onRequest: requireAdmin,
    handler: async () => ({ status: await whatsapp.state() }),
  });
  app.route({
    ...routeOf(messagingTestsEndpoints.whatsappQr),
    onRequest: requireAdmin,
    handler: () => whatsapp.qr(),
  });
};
