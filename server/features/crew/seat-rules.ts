import type { SeatDefinition } from '../../../contract/crew.contract.ts';
import { forbidden, overridable, said } from '../../http-errors.ts';
import { endOfLocalDay } from '../../time.ts';
import type { Waived } from '../bookings/index.ts';

/** A member's credential as the seat rules read it. */
export interface HeldCredential {
  typeId: number;
  typeName: string;
  typeNameHe: string;
  expiresOn: string | null;
  verified: boolean;
  needsReview: boolean;
}

/** The names of credential types, by id, for a refusal that names what is missing. */
export type TypeNames = Map<number, { name: string; nameHe: string }>;

/** The seats a category has when its admins have not said: one, open to anyone (docs/decisions/031). */
export const ONE_SEAT: SeatDefinition[] = [{ key: 'driver', label: 'Driver', labelHe: 'נהג/ת', required: true, credentialTypeIds: [], licenceClasses: [] }];

const names = (ids: number[], typeNames: TypeNames, language: 'en' | 'he') =>
  ids.map((id) => (language === 'he' ? typeNames.get(id)?.nameHe : typeNames.get(id)?.name) ?? `#${id}`).join(language === 'he' ? ' או ' : ' or ');

/**
 * Throws why the member may not hold the seat until `end` (403, `overrideType: "credential"` unless
 * waived): none of its credentials on file, only unverified ones where review is needed, or all
 * expiring before the booking ends; or a licence of another class. The first good one lets them in.
 */
export function checkSeat(
  seat: SeatDefinition,
  member: { licenseClass: string | null },
  held: HeldCredential[],
  typeNames: TypeNames,
  end: Date,
  waived: Waived,
): void {
  if (seat.licenceClasses.length && !seat.licenceClasses.some((c) => c.toLowerCase() === member.licenseClass?.trim().toLowerCase())) {
    throw forbidden(said('crew.licenceClass', { seat: seat.label, 'seat.he': seat.labelHe, classes: seat.licenceClasses.join(', ') }), 'LICENCE_CLASS');
  }
  if (!seat.credentialTypeIds.length || waived.has('credential')) return;
  const mine = held.filter((c) => seat.credentialTypeIds.includes(c.typeId));
  const good = (c: HeldCredential) => (!c.needsReview || c.verified) && (c.expiresOn === null || endOfLocalDay(c.expiresOn) >= end);
  if (mine.some(good)) return;
  const seatNames = { seat: seat.label, 'seat.he': seat.labelHe };
  if (!mine.length) {
    const types = { types: names(seat.credentialTypeIds, typeNames, 'en'), 'types.he': names(seat.credentialTypeIds, typeNames, 'he') };
    throw overridable(403, said('crew.credentialMissing', { ...seatNames, ...types }), 'credential');
  }
  const unverified = mine.find((c) => c.needsReview && !c.verified);
  if (unverified)
    throw overridable(403, said('crew.credentialUnverified', { ...seatNames, type: unverified.typeName, 'type.he': unverified.typeNameHe }), 'credential');
  const expiring = mine[0]!;
  throw overridable(
    403,
    said('crew.credentialExpires', { ...seatNames, type: expiring.typeName, 'type.he': expiring.typeNameHe, date: expiring.expiresOn ?? '' }),
    'credential',
  );
}
