import type { BookingWithNames } from './bookings.repository.ts';
import { toBooking, type BookingsDeps } from './bookings.service.ts';
import type { Booking } from '../../../contract/bookings.contract.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import type { Tx } from '../../events.ts';
import { conflict, notFound, said } from '../../http-errors.ts';
import { aboutBooking } from '../../notify-port.ts';

/** The admin approval queue of restricted-period bookings (docs/spec/admin-app.md 2.17). */
export function createApprovalsService({
  bookings,
  notify,
  events,
  recordChange,
}: Pick<BookingsDeps, 'bookings' | 'notify' | 'events'> & { recordChange: RecordChange }) {
  const audited = (admin: AuthContext, id: number, action: string, after: object, within: Tx) =>
    recordChange(admin, { entity: 'reservation', entityId: id, action, before: { status: 'pending' }, after }, within);
  async function pending(id: number): Promise<BookingWithNames> {
    const row = await bookings.findById(id);
    if (!row) throw notFound(said('booking.notFound', { id: String(id) }));
    if (row.status !== 'pending') throw conflict(said('booking.notPending', { status: row.status }));
    return row;
  }

  return {
    async list(): Promise<Booking[]> {
      return (await bookings.listPendingApproval()).map(toBooking);
    },
    async approve(admin: AuthContext, id: number, notes: string | undefined): Promise<Booking> {
      assertAdmin(admin);
      const row = await pending(id);
      // The approval and the member's notice (with its messages) are one transaction.
      const updated = await bookings.writing(async (repository) => {
        const approved = await repository.update(id, { status: 'confirmed', approvedBy: admin.user.id, approvalNotes: notes?.trim() || null }, ['pending']);
        if (approved) {
          const params = { ...aboutBooking(row), admin: admin.user.name, note: notes?.trim() ?? '' };
          await notify([row.userId], { type: 'booking_confirmation', text: 'booking.approved', params }, repository.within);
          await events.publish(repository.within, 'booking.confirmed', { booking: { ...approved, vehicleNumber: row.vehicleNumber } });
          await audited(admin, id, 'approve', { status: 'confirmed', notes: notes?.trim() || null }, repository.within);
        }
        return approved;
      });
      if (!updated) throw conflict(said('booking.changed'));
      const confirmed = (await bookings.findById(id))!;
      return toBooking(confirmed);
    },
    async reject(admin: AuthContext, id: number, reason: string): Promise<Booking> {
      assertAdmin(admin);
      const row = await pending(id);
      const updated = await bookings.writing(async (repository) => {
        const rejected = await repository.update(id, { status: 'cancelled', approvedBy: admin.user.id, cancellationReason: reason }, ['pending']);
        if (rejected) {
          const params = { ...aboutBooking(row), admin: admin.user.name, reason };
          await notify([row.userId], { type: 'admin_approval', text: 'booking.rejected', params }, repository.within);
          await audited(admin, id, 'reject', { status: 'cancelled', reason }, repository.within);
          await events.publish(repository.within, 'bookings.released', { bookings: [row], why: 'cancelled' });
        }
        return rejected;
      });
      if (!updated) throw conflict(said('booking.changed'));
      return toBooking((await bookings.findById(id))!);
    },
  };
}
export type ApprovalsService = ReturnType<typeof createApprovalsService>;
