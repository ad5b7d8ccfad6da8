import type { BookingsRepository } from './bookings.repository.ts';
import { toBooking, type BookingsService } from './bookings.service.ts';
import type { HandoverRepository, HandoverWithNames } from './handover.repository.ts';
import type { Booking } from '../../../contract/bookings.contract.ts';
import type { Handover, OfferHandoverRequest } from '../../../contract/handover.contract.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import type { DomainEvents, Tx } from '../../events.ts';
import { badRequest, conflict, notFound, said } from '../../http-errors.ts';
import { aboutBooking, type Notify } from '../../notify-port.ts';
import type { UserRow } from '../users/index.ts';

export interface HandoverDeps {
  handovers: HandoverRepository;
  bookings: Pick<BookingsRepository, 'findById'>;
  checkHandover: BookingsService['checkHandover'];
  handOver: BookingsService['handOver'];
  findUser: (id: number) => Promise<UserRow | undefined>;
  adminIds: () => Promise<number[]>;
  needsApproval: () => boolean;
  notify: Notify;
  recordChange: RecordChange;
  now?: () => Date;
}

const person = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

function toHandover({ handover: h, booking, vehicleNumber, fromName, toName, takenByName }: HandoverWithNames): Handover {
  return {
    id: h.id,
    bookingId: h.bookingId,
    vehicleNumber,
    startTime: booking.startTime.toISOString(),
    endTime: booking.endTime.toISOString(),
    seat: booking.seat,
    from: { id: h.fromUserId, name: fromName },
    to: person(h.toUserId, toName),
    takenBy: person(h.takenBy, takenByName),
    note: h.note,
    status: h.status,
    createdAt: h.createdAt.toISOString(),
    decidedAt: h.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Handing a shift over (docs/decisions/035): a member offers their booking to a named member or to
 * anyone; the one who takes it meets every rule of their own booking; an admin approves first when
 * the setting asks; the booking, seat, agreement and code are the receiver's from then; audited.
 */
export function createHandoverService(deps: HandoverDeps) {
  const { handovers, notify, now = () => new Date() } = deps;
  const about = (h: HandoverWithNames) => aboutBooking({ id: h.handover.bookingId, vehicleNumber: h.vehicleNumber, ...h.booking });

  async function visible(ctx: AuthContext, id: number): Promise<HandoverWithNames> {
    const row = await handovers.find(id);
    const { fromUserId, toUserId } = row?.handover ?? {};
    if (!row || (!ctx.isAdmin && fromUserId !== ctx.user.id && toUserId !== ctx.user.id && toUserId !== null))
      throw notFound(said('handover.notFound', { id: String(id) }));
    return row;
  }

  async function activeMember(id: number): Promise<UserRow> {
    const member = await deps.findUser(id);
    if (!member) throw notFound(said('user.notFound', { id: String(id) }));
    if (!member.isActive) throw conflict(said('handover.inactive', { member: member.name }), 'USER_INACTIVE');
    return member;
  }

  /** A withdrawn offer: the member it was offered to by name, one waiting for approval to take it, and (withdrawn by an admin) its giver are told. */
  async function tellWithdrawn(ctx: AuthContext, row: HandoverWithNames): Promise<void> {
    const { toUserId, takenBy, fromUserId } = row.handover;
    const told = new Set([toUserId, takenBy, fromUserId].filter((id): id is number => id !== null && id !== ctx.user.id));
    if (told.size) await notify([...told], { type: 'shift_handover', text: 'handover.withdrawn', params: { ...about(row), member: row.fromName } });
  }

  /** The booking made the receiver's, the handover done on the same transaction, the change audited. */
  async function complete(actor: AuthContext, row: HandoverWithNames, receiver: UserRow, fromStatus: 'offered' | 'awaiting_approval') {
    const booking = await deps.handOver(row.handover.bookingId, row.handover.fromUserId, receiver, async (tx) => {
      if (!(await handovers.settle(row.handover.id, [fromStatus], { status: 'done', takenBy: receiver.id }, tx)))
        throw conflict(said('handover.closed'), 'HANDOVER_CLOSED');
    });
    await deps.recordChange(actor, {
      entity: 'reservation',
      entityId: booking.id,
      action: 'handover',
      before: { userId: row.handover.fromUserId, member: row.fromName },
      after: { userId: receiver.id, member: receiver.name, handoverId: row.handover.id },
    });
    return { handover: toHandover((await handovers.find(row.handover.id))!), booking };
  }

  return {
    async offer(ctx: AuthContext, bookingId: number, input: OfferHandoverRequest): Promise<Handover> {
      const booking = await deps.bookings.findById(bookingId);
      if (!booking || booking.userId !== ctx.user.id) throw notFound(said('booking.notFound', { id: String(bookingId) }));
      if ((booking.status !== 'pending' && booking.status !== 'confirmed') || booking.startTime <= now())
        throw conflict(said('handover.begun'), 'HANDOVER_BEGUN');
      if (input.toUserId === ctx.user.id) throw badRequest(said('handover.toSelf'), 'HANDOVER_TO_SELF');
      const receiver = input.toUserId === undefined ? undefined : await activeMember(input.toUserId);
      const id = await handovers
        .offer({ bookingId, fromUserId: ctx.user.id, toUserId: receiver?.id ?? null, note: input.note || null })
        .catch((error: unknown) => {
          throw pgErrorCode(error) === UNIQUE_VIOLATION ? conflict(said('handover.open'), 'HANDOVER_OPEN') : error;
        });
      const row = (await handovers.find(id))!;
      if (receiver) await notify([receiver.id], { type: 'shift_handover', text: 'handover.offered', params: { ...about(row), member: ctx.user.name } });
      return toHandover(row);
    },

    list: async (ctx: AuthContext): Promise<Handover[]> => (await handovers.visibleTo(ctx.user.id, ctx.isAdmin, now())).map(toHandover),

    /** Taken by the caller: done now, or waiting for an admin when the setting asks (their rules checked either way). */
    async accept(ctx: AuthContext, id: number): Promise<{ handover: Handover; booking: Booking }> {
      const row = await visible(ctx, id);
      const { handover } = row;
      if (handover.status !== 'offered' || (handover.toUserId !== null && handover.toUserId !== ctx.user.id))
        throw conflict(said('handover.closed'), 'HANDOVER_CLOSED');
      if (handover.fromUserId === ctx.user.id) throw badRequest(said('handover.toSelf'), 'HANDOVER_TO_SELF');
      if (!deps.needsApproval()) return complete(ctx, row, ctx.user, 'offered');
      await deps.checkHandover(handover.bookingId, handover.fromUserId, ctx.user);
      if (!(await handovers.settle(id, ['offered'], { status: 'awaiting_approval', takenBy: ctx.user.id })))
        throw conflict(said('handover.closed'), 'HANDOVER_CLOSED');
      await notify(await deps.adminIds(), {
        type: 'admin_approval',
        text: 'handover.needsApproval',
        params: { ...about(row), member: row.fromName, receiver: ctx.user.name },
      });
      return { handover: toHandover((await handovers.find(id))!), booking: toBooking((await deps.bookings.findById(handover.bookingId))!) };
    },

    /** The giver withdraws it (or an admin does); a member it was offered to by name declines it. */
    async withdraw(ctx: AuthContext, id: number): Promise<void> {
      const row = await visible(ctx, id);
      const declines = row.handover.toUserId === ctx.user.id && row.handover.fromUserId !== ctx.user.id;
      if (!declines && row.handover.fromUserId !== ctx.user.id && !ctx.isAdmin) throw notFound(said('handover.notFound', { id: String(id) }));
      if (!(await handovers.settle(id, handovers.OPEN, { status: declines ? 'declined' : 'withdrawn' })))
        throw conflict(said('handover.closed'), 'HANDOVER_CLOSED');
      if (declines)
        await notify([row.handover.fromUserId], { type: 'shift_handover', text: 'handover.declined', params: { ...about(row), member: ctx.user.name } });
      else await tellWithdrawn(ctx, row);
    },

    /** Bookings let go (cancelled, rejected, released): their open handovers go with them, and the member each was offered to by name, or taken by, is told. */
    async withdrawnWith({ bookings: released }: DomainEvents['bookings.released'], tx: Tx): Promise<void> {
      const withdrawn = await handovers.withdrawFor(
        released.map((b) => b.id),
        tx,
      );
      for (const h of withdrawn) {
        const booking = released.find((b) => b.id === h.bookingId)!;
        const told = [h.toUserId, h.takenBy].filter((id): id is number => id !== null);
        if (told.length) await notify(told, { type: 'shift_handover', text: 'handover.bookingCancelled', params: aboutBooking(booking) }, tx);
      }
    },

    async approve(admin: AuthContext, id: number): Promise<{ handover: Handover; booking: Booking }> {
      assertAdmin(admin);
      const row = await visible(admin, id);
      if (row.handover.status !== 'awaiting_approval' || row.handover.takenBy === null) throw conflict(said('handover.closed'), 'HANDOVER_CLOSED');
      return complete(admin, row, await activeMember(row.handover.takenBy), 'awaiting_approval');
    },

    async reject(admin: AuthContext, id: number, reason: string): Promise<Handover> {
      assertAdmin(admin);
      const row = await visible(admin, id);
      if (!(await handovers.settle(id, ['awaiting_approval'], { status: 'rejected' }))) throw conflict(said('handover.closed'), 'HANDOVER_CLOSED');
      const told = [row.handover.fromUserId, ...(row.handover.takenBy === null ? [] : [row.handover.takenBy])];
      await notify(told, { type: 'shift_handover', text: 'handover.rejected', params: { ...about(row), receiver: row.takenByName ?? '', reason } });
      await deps.recordChange(admin, {
        entity: 'reservation',
        entityId: row.handover.bookingId,
        action: 'handover-rejected',
        after: { handoverId: id, reason },
      });
      return toHandover((await handovers.find(id))!);
    },
  };
}
export type HandoverService = ReturnType<typeof createHandoverService>;
