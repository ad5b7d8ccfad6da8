import type { Withdrawal, WithdrawalsRepository } from './withdrawals.repository.ts';
import { aboutBooking, type Notify } from '../../notify-port.ts';

export type { Withdrawal } from './withdrawals.repository.ts';

/**
 * A vehicle taken away from bookings that held it (a blocking event, an availability rule, a
 * maintenance status, retirement): each booking is marked as needing a new vehicle, once, and
 * its member is told in the app and on their channels; they move it or cancel it.
 */
export function createWithdrawals(repository: WithdrawalsRepository, notify: Notify, now: () => Date = () => new Date()) {
  async function withdraw(bookingIds: number[], withdrawal: Withdrawal): Promise<number[]> {
    const marked = await repository.mark(bookingIds, withdrawal, now());
    for (const booking of marked) {
      await notify([booking.userId], {
        type: 'vehicle_withdrawn',
        text: 'booking.vehicleWithdrawn',
        params: { ...aboutBooking(booking), kind: withdrawal.kind, detail: withdrawal.detail ?? '' },
      });
    }
    return marked.map((b) => b.id);
  }
  async function toldBack(bookings: (Parameters<typeof aboutBooking>[0] & { userId: number })[]): Promise<void> {
    for (const booking of bookings) await notify([booking.userId], { type: 'vehicle_withdrawn', text: 'booking.vehicleBack', params: aboutBooking(booking) });
  }
  return {
    withdraw,
    /** Every booking of the vehicle from now on (maintenance, retirement). */
    withdrawVehicle: async (vehicleId: number, withdrawal: Withdrawal) => withdraw(await repository.heldFrom(vehicleId, now()), withdrawal),
    /**
     * The vehicle is back in service: bookings its maintenance or retirement had marked hold it
     * again, and their members hear so (one that moved meanwhile is no longer on it).
     */
    async vehicleBack(vehicleId: number): Promise<void> {
      await toldBack(await repository.unmark(vehicleId, ['maintenance', 'retired']));
    },
    /**
     * An event or rule was deleted, cancelled or moved: the bookings it had marked and no longer
     * holds (`stillHeld` it does) have their vehicle again, and their members hear so.
     */
    async sourceGone(kind: 'event' | 'rule', sourceId: number, stillHeld: number[] = []): Promise<void> {
      await toldBack(await repository.unmarkSource(kind, sourceId, stillHeld));
    },
  };
}
export type Withdrawals = ReturnType<typeof createWithdrawals>;
