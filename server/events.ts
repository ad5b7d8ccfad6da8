/**
 * Facts one feature states and others act on (docs/decisions/023). A feature publishes a fact in
 * its own words inside the transaction of the change; subscribers that write (notices, documents,
 * statuses) run in that transaction, so the fact and its consequences commit or fail together;
 * subscribers that talk to the outside (a tracker, a cache) run once it committed. docs/events.md
 * lists who publishes and who listens (generated from EVENT_CATALOGUE and the subscriptions).
 */
import type { AuthContext } from './auth-context.ts';
import type { DocumentType } from '../contract/documents.contract.ts';
import { afterCommit, type Tx } from './db/transaction.ts';

export type { Tx };

/** A booking as the facts about it name it. */
export interface BookingFact {
  id: number;
  userId: number;
  vehicleId: number;
  vehicleNumber: string;
  startTime: Date;
  endTime: Date;
}

/** A booking's start-of-shift check as the facts about it name it (docs/decisions/027). */
export interface VehicleCheckFact {
  checkId: number;
  bookingId: number;
  vehicleId: number;
  vehicleNumber: string;
  userId: number;
  member: string;
  result: 'passed' | 'failed';
  /** The booking's code waited for this check (a pass releases it). */
  codeWaited: boolean;
  /** The labels of the critical items at fault (they failed it) and of the other faults (a restock). */
  failed: string[];
  restock: string[];
}

/** A fill a member told with the vehicle's return (docs/decisions/027). */
export interface ReturnedRefuel {
  litres: number;
  cost: number;
  station: string | null;
  receipt: { data: Buffer; contentType: string } | null;
}

/** A booking that no longer holds its vehicle, as its crew is told of it. */
export interface BookingSpanFact {
  id: number;
  vehicleNumber: string;
  startTime: Date;
  endTime: Date;
}

/** Why a vehicle no longer serves the bookings that held it. */
export type WithdrawalKind = 'maintenance' | 'retired';

/** Every fact, by name, with what it carries (EVENT_CATALOGUE says what each means). */
export interface DomainEvents {
  /**
   * `immobilizerEnabled` and `vehicleCategory` when the publisher read the vehicle anyway: the
   * immobilizer and the crew's open seats then need not read it again.
   */
  'booking.confirmed': { booking: BookingFact; immobilizerEnabled?: boolean; vehicleCategory?: string };
  'bookings.ended': { vehicleIds: number[] };
  'bookings.released': { bookings: BookingSpanFact[]; why: 'cancelled' | 'noShow' };
  'vehicle.withdrawn': { vehicleId: number; kind: WithdrawalKind };
  'vehicle.back': { vehicleId: number };
  /** `refuel`: a fill told with the return, its receipt already made safe. */
  'vehicle.returned': { bookingId: number; vehicleId: number; userId: number; mileage: number | null; refuel: ReturnedRefuel | null };
  'damage.reported': { reportId: number; vehicleId: number; bookingId: number | null };
  'damage.reviewed': { admin: AuthContext; reportId: number; vehicleId: number; notes: string | null; setVehicleMaintenance: boolean };
  'document.reviewed': {
    admin: AuthContext;
    documentId: number;
    type: DocumentType;
    userId: number;
    sourceId: number | null;
    status: 'approved' | 'rejected';
    notes: string | null;
  };
  'user.changed': { userId: number };
  'user.lockedOut': { userId: number };
  'vehicleCheck.done': VehicleCheckFact;
  'vehicleCheck.waived': { admin: AuthContext; bookingId: number; vehicleId: number; vehicleNumber: string; userId: number; reason: string };
  'workOrders.cleared': { vehicleId: number; admin: AuthContext };
  'service.due': { vehicleId: number; workOrderId: number };
  'vehicle.driven': { vehicleId: number; km: number };
  'workOrder.blocking': { vehicleId: number; workOrderId: number; admin: AuthContext };
  'vehicle.refuelled': { vehicleId: number; fuelEntryId: number; odometer: number | null };
  'vehicle.unlocked': { bookingId: number; vehicleId: number; userId: number };
  'crew.joined': { bookingId: number; userId: number; seat: string };
  'booking.handedOver': { booking: BookingFact; fromUserId: number; fromName: string; toUserId: number; toName: string };
  'booking.rescheduled': { booking: BookingFact; before: { vehicleNumber: string; startTime: Date; endTime: Date } };
}

export type EventName = keyof DomainEvents;

/** The features that state each fact, and what it means; docs/events.md is made from it and the subscriptions. */
export const EVENT_CATALOGUE = {
  'booking.confirmed': { publishers: 'bookings', means: 'A booking now holds its vehicle: made, moved or approved as confirmed, or set so by an admin.' },
  'bookings.ended': {
    publishers: 'bookings',
    means: 'Bookings completed (returned, at their end, or by an admin) or released as no-shows: their vehicles are free.',
  },
  'bookings.released': {
    publishers: 'bookings',
    means: 'Held bookings let go before their end: cancelled (by their member or an admin), rejected, or released as no-shows.',
  },
  'vehicle.withdrawn': { publishers: 'vehicles', means: 'A vehicle left service (maintenance, out of service, retired): its coming bookings lose it.' },
  'vehicle.back': { publishers: 'vehicles', means: 'A vehicle is bookable again.' },
  'vehicle.returned': {
    publishers: 'documents',
    means: 'A member gave a vehicle back with the return checklist (and its odometer reading, if read, and a fill, if told).',
  },
  'damage.reported': { publishers: 'damage-reports', means: 'A member reported damage to a vehicle, naming the booking or not.' },
  'damage.reviewed': { publishers: 'damage-reports', means: 'An admin reviewed a damage report in its own screen.' },
  'document.reviewed': { publishers: 'documents', means: 'An admin approved or rejected a document in Document Management.' },
  'user.changed': { publishers: 'users, licences', means: "A user's row changed (profile, licence, role, activity, scan): copies of it are stale." },
  'user.lockedOut': { publishers: 'users', means: 'A user may no longer sign in (deactivated or deleted): their sessions end now.' },
  'vehicleCheck.done': {
    publishers: 'vehicle-checks',
    means: "A booking's holder did its start-of-shift check: passed, or failed by a critical item; other faults ask for a restock.",
  },
  'vehicleCheck.waived': { publishers: 'vehicle-checks', means: "An admin waived a booking's check, with a reason: its code is released without one." },
  'vehicle.refuelled': { publishers: 'maintenance', means: 'Fuel was filled into a vehicle (and its odometer read, if it was).' },
  'vehicle.unlocked': { publishers: 'immobilizer', means: "A member's booking code unlocked their vehicle: they are at it." },
  'crew.joined': { publishers: 'crew', means: "A member took a seat of a booking's crew (or accepted their invitation to it)." },
  'booking.handedOver': {
    publishers: 'bookings',
    means: "A booking went from its member to another, who met every rule (docs/decisions/035): the booking, its seat, agreement and code are the receiver's.",
  },
  'booking.rescheduled': {
    publishers: 'bookings',
    means: "A booking moved to another span or vehicle through every rule of its member (its crew's own rules are not checked again: they are told).",
  },
  'vehicle.driven': {
    publishers: 'analytics',
    means: 'A vehicle whose tracker reports no odometer drove these whole km (the GPS distance of its rolled-up hours).',
  },
  'service.due': { publishers: 'maintenance', means: 'A vehicle is overdue for a service and no booking holds it: its service work order is open.' },
  'workOrder.blocking': {
    publishers: 'maintenance',
    means: 'An admin opened a blocking work order by hand: its vehicle is out of service until the work is done.',
  },
  'workOrders.cleared': { publishers: 'maintenance', means: "A vehicle's last blocking work order is done: nothing keeps it out of service." },
} as const satisfies Record<EventName, { publishers: string; means: string }>;

type Within<N extends EventName> = (fact: DomainEvents[N], tx: Tx) => Promise<void>;
type Outside<N extends EventName> = (fact: DomainEvents[N]) => Promise<void>;

/** One subscription, as docs/events.md lists it. */
export interface Subscription {
  event: EventName;
  feature: string;
  when: 'in the transaction' | 'after commit';
  does: string;
}

export interface Events {
  /** States a fact on the change's transaction (or the database, outside one). */
  publish<N extends EventName>(tx: Tx, name: N, fact: DomainEvents[N]): Promise<void>;
  /** `feature` writes what follows from the fact, on its transaction; a failure undoes the change. */
  within<N extends EventName>(name: N, feature: string, does: string, handler: Within<N>): void;
  /** `feature` tells the outside once the change committed; a failure is logged, the change stands. */
  afterCommit<N extends EventName>(name: N, feature: string, does: string, handler: Outside<N>): void;
  subscriptions(): Subscription[];
}

export function createEvents(onOutsideError: (error: unknown, event: EventName, feature: string) => void): Events {
  const subscribers: { subscription: Subscription; run: (fact: never, tx: Tx) => Promise<void> }[] = [];
  const subscribe = (subscription: Subscription, run: (fact: never, tx: Tx) => Promise<void>) => void subscribers.push({ subscription, run });
  return {
    async publish(tx, name, fact) {
      for (const { subscription, run } of subscribers) {
        if (subscription.event !== name) continue;
        if (subscription.when === 'in the transaction') await run(fact as never, tx);
        else {
          await afterCommit(tx, () => run(fact as never, tx).catch((error: unknown) => onOutsideError(error, name, subscription.feature)));
        }
      }
    },
    within: (event, feature, does, handler) => subscribe({ event, feature, does, when: 'in the transaction' }, (fact, tx) => handler(fact, tx)),
    afterCommit: (event, feature, does, handler) => subscribe({ event, feature, does, when: 'after commit' }, (fact) => handler(fact)),
    subscriptions: () => subscribers.map((s) => s.subscription),
  };
}

/** States facts on one transaction, or on the database itself for a change made of single statements. */
export type Publish = <N extends EventName>(name: N, fact: DomainEvents[N]) => Promise<void>;

export const publisherOn =
  (events: Events, tx: Tx): Publish =>
  (name, fact) =>
    events.publish(tx, name, fact);

/** docs/events.md: each fact, who states it and who listens, made from the catalogue and the running app's subscriptions. */
export function eventsTable(subscriptions: Subscription[]): string {
  const rows = (Object.keys(EVENT_CATALOGUE) as EventName[]).map((name) => {
    const { publishers, means } = EVENT_CATALOGUE[name];
    const heard = subscriptions
      .filter((s) => s.event === name)
      .map((s) => `${s.feature} (${s.when}): ${s.does}`)
      .sort();
    return `| \`${name}\` | ${means} | ${publishers} | ${heard.join('<br>') || 'nobody yet'} |`;
  });
  return [
    '# Domain events',
    '',
    'Generated by `npm run events-table` from `server/events.ts` and the subscriptions of the running app; a test fails when it is out of date.',
    'Why features meet this way: [decisions/023](decisions/023-features-meet-through-events-and-ports.md).',
    '',
    '| Event | Means | Published by | Heard by |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
