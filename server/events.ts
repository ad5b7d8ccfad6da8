/**
 * Facts one feature states and others act on (docs/decisions/023). A feature publishes a fact in
 * its own words inside the transaction of the change; subscribers that write (notices, documents,
 * statuses) run in that transaction, so the fact and its consequences commit or fail together;
 * subscribers that talk to the outside (a tracker, a cache) run once it committed. docs/events.md
 * lists who publishes and who listens (generated from EVENT_CATALOGUE and the subscriptions).
 */
import type { DocumentType } from '../contract/documents.contract.ts';
import type { AuthContext } from './auth-context.ts';
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

/** Why a vehicle no longer serves the bookings that held it. */
export type WithdrawalKind = 'maintenance' | 'retired';

/** Every fact, by name, with what it carries. */
export interface DomainEvents {
  /** A booking now holds its vehicle: made, moved or approved as confirmed, or set so by an admin. */
  'booking.confirmed': { booking: BookingFact };
  /** Bookings completed (returned, at their end, or by an admin): their vehicles are free. */
  'bookings.ended': { vehicleIds: number[] };
  /** A vehicle left service (maintenance, out of service, retired): its coming bookings lose it. */
  'vehicle.withdrawn': { vehicleId: number; kind: WithdrawalKind };
  /** A vehicle is bookable again. */
  'vehicle.back': { vehicleId: number };
  /** An admin reviewed a damage report in its own screen. */
  'damage.reviewed': { admin: AuthContext; reportId: number; vehicleId: number; notes: string | null; setVehicleMaintenance: boolean };
  /** An admin approved or rejected a document in Document Management. */
  'document.reviewed': { admin: AuthContext; documentId: number; type: DocumentType; userId: number; sourceId: number | null; status: 'approved' | 'rejected'; notes: string | null };
  /** A user's row changed (profile, licence, role, activity): copies of it are stale. */
  'user.changed': { userId: number };
  /** A user may no longer sign in (deactivated or deleted): their sessions end now. */
  'user.lockedOut': { userId: number };
}

export type EventName = keyof DomainEvents;

/** The feature that states each fact, and what it means; docs/events.md is made from it. */
export const EVENT_CATALOGUE = {
  'booking.confirmed': { publisher: 'bookings' },
  'bookings.ended': { publisher: 'bookings' },
  'vehicle.withdrawn': { publisher: 'vehicles' },
  'vehicle.back': { publisher: 'vehicles' },
  'damage.reviewed': { publisher: 'damage-reports' },
  'document.reviewed': { publisher: 'documents' },
  'user.changed': { publisher: 'users, licences' },
  'user.lockedOut': { publisher: 'users' },
} as const satisfies Record<EventName, { publisher: string }>;

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
          await afterCommit(tx, () =>
            run(fact as never, tx).catch((error: unknown) => onOutsideError(error, name, subscription.feature)),
          );
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
