/**
 * What one feature asks of another (a lookup, a command that answers), by name (docs/decisions/023).
 * Each feature provides its ports when it registers and takes others' with `ports.of(name)`, whose
 * functions are found when first called, so features register in any order; buildApp seals the
 * ports once all are registered and a missing one stops the start. Consequences of a change are
 * not ports: they are events (server/events.ts).
 */
import type { Actor } from './actor.ts';
import type { RecordChange } from './audit-port.ts';
import type { AuthContext } from './auth-context.ts';
import type { Booking, CreateBookingRequest } from '../contract/bookings.contract.ts';
import type { DocumentType } from '../contract/documents.contract.ts';
import type { NotificationSettings } from '../contract/messaging.contract.ts';
import type { OverrideSettings, ServiceSettings } from '../contract/settings.contract.ts';
import type { TemplateKind, TemplateView } from '../contract/templates.contract.ts';
import type { CheckResult, CheckState } from '../contract/vehicle-checks.contract.ts';
import type { Tx } from './db/transaction.ts';
import type { FuelRise } from './features/analytics/roll-up.repository.ts';
import type { SpeedingRun } from './features/analytics/roll-up.ts';
import type { Waived } from './features/bookings/booking-rules.ts';
import type { BookingWithNames, ReservationRow } from './features/bookings/bookings.repository.ts';
import type { HeldCredential, TypeNames } from './features/crew/seat-rules.ts';
import type { NewDocument } from './features/documents/documents.repository.ts';
import type { DocumentSource } from './features/documents/documents.service.ts';
import type { ImmobilizerDeps } from './features/immobilizer/immobilizer.service.ts';
import type { AttachmentSource, Render } from './features/messaging/messaging.service.ts';
import type { FillIn, Outbound } from './features/notifications/notifications.service.ts';
import type { DocumentFileOf } from './features/users/member-export.ts';
import type { SendToMember } from './features/users/notification-email.ts';
import type { UserRow } from './features/users/users.repository.ts';
import type { VehicleRow } from './features/vehicles/vehicles.repository.ts';
import type { Notify } from './notify-port.ts';

export interface Ports {
  sessions: { authenticate: (token: string) => Promise<AuthContext | undefined> };
  audit: { recordChange: RecordChange };
  settings: { service: () => ServiceSettings; overrides: () => OverrideSettings };
  notices: { notify: Notify; render: Render };
  messages: { outbound: Outbound; settingsOf: (userIds: number[]) => Promise<Map<number, NotificationSettings>>; sendToMember: SendToMember };
  users: { findUser: (id: number) => Promise<UserRow | undefined>; adminIds: (within?: Tx) => Promise<number[]> };
  vehicles: { findVehicle: (id: number, within?: Tx) => Promise<VehicleRow | undefined>; activeVehicles: () => Promise<VehicleRow[]> };
  tracker: Pick<ImmobilizerDeps, 'deviceStatusOf' | 'drivingSpeedOf' | 'sendCommand' | 'latestCommandOf'> & {
    /** The street address of a point (the geocoder, online or the offline gazetteer). */
    addressOf: (latitude: number, longitude: number) => string;
    /** The tracker's fuel level around a moment: its last reading before, its highest after, within the span. */
    fuelAround: (vehicleId: number, at: Date, spanMs: number) => Promise<{ before: number | null; after: number | null }>;
    /** How far a point is from the vehicle's last reported position, in metres; null before its first report. */
    metresFromVehicle: (vehicleId: number, latitude: number, longitude: number) => Promise<number | null>;
  };
  calendar: { checkCalendar: (vehicle: { id: number; vehicleNumber: string }, w: { start: Date; end: Date }) => Promise<void> };
  bookings: {
    getBooking: (actor: Actor, id: number) => Promise<Booking>;
    /** The booking for its booker, one of its crew, an admin or the service; others get 404. */
    getCrewBooking: (actor: Actor, id: number) => Promise<{ booking: Booking; isCrew: boolean }>;
    endBookingOnReturn: (ctx: AuthContext, id: number) => Promise<Booking>;
    feedOf: (userId: number) => Promise<Booking[]>;
    memberFigures: (ctx: AuthContext) => Promise<{ activeBookings: number; hoursThisMonth: number; availableVehicles: number }>;
    probeBooking: (ctx: AuthContext, input: CreateBookingRequest, waived: Waived) => Promise<void>;
    /** A member's booking made by the service for them (an approved override request). */
    bookForMember: (member: UserRow, input: CreateBookingRequest, approval: { waived: Waived; by: number | null }) => Promise<Booking>;
    startingBetween: (from: Date, to: Date) => Promise<BookingWithNames[]>;
    holdingBetween: (from: Date, to: Date) => Promise<BookingWithNames[]>;
    /** Whether the member had the vehicle (confirmed, active or completed) at some time in [from, to). */
    memberHad: (userId: number, vehicleId: number, from: Date, to: Date) => Promise<boolean>;
    /** How many bookings of each member were released as no-shows. */
    noShowCounts: (userIds: number[]) => Promise<Map<number, number>>;
    findBooking: (id: number) => Promise<BookingWithNames | undefined>;
    /** Bookings that touch [from, to), any status, with their member and vehicle (the reports). */
    reservationsBetween: (from: Date, to: Date) => Promise<ReservationRow[]>;
    /** Runs `write` under the member's booking lock once their monthly hours and own overlaps allow the booking's span. */
    joinAsCrew: <T>(member: UserRow, booking: BookingWithNames, write: (tx: Tx) => Promise<T>) => Promise<T>;
  };
  /** A member's credentials as the crew seats read them, and the names of the types (the credentials feature). */
  credentials: {
    /** By member, one read for all of them. */
    credentialsOf: (userIds: number[]) => Promise<Map<number, HeldCredential[]>>;
    typeNames: () => Promise<TypeNames>;
  };
  /** Who of each booking's crew signed its agreement (the agreements feature). */
  agreements: { signersOf: (bookingIds: number[]) => Promise<{ bookingId: number; userId: number }[]> };
  /** The booker's seat of a new booking: named or the first they qualify for; throws the credential refusal (the crew feature). */
  crew: {
    bookerSeat: (vehicle: VehicleRow, member: UserRow, named: string | undefined, end: Date, waived: Waived) => Promise<string>;
    /** Who may have a booking's immobilizer code: its driver seat's holder, or its whole crew (a setting). */
    codeHolders: (bookingId: number) => Promise<number[]>;
    /** Who holds a seat of each booking (not those only invited), with their names and e-mails. */
    seatHoldersOf: (bookingIds: number[]) => Promise<{ bookingId: number; seat: string; userId: number; name: string; email: string }[]>;
  };
  templates: { current: (kind: TemplateKind) => Promise<TemplateView>; version: (kind: TemplateKind, version: number) => Promise<TemplateView> };
  documents: {
    /** The document recorded, or undefined when there was one already. */
    record: (values: NewDocument) => Promise<{ id: number } | undefined>;
    /** A source's document handed in again: replaced and pending review, one per source. */
    resubmit: (values: NewDocument & { sourceId: number }) => Promise<{ id: number }>;
    file: DocumentFileOf;
    /** The documents of these sources of a type (a check, a damage report), by source. */
    idsBySource: (type: DocumentType, sourceIds: number[]) => Promise<Map<number, number>>;
  };
  damageReports: { pendingCount: (ctx: AuthContext) => Promise<number> };
  /** A booking rule of the maintenance programmes: throws 409 while a service is overdue or falls due before the booking ends. */
  maintenance: { checkService: (vehicle: VehicleRow, w: { start: Date; end: Date }) => Promise<void> };
  /** What the trackers measured over Jerusalem days [from, to] (the analytics feature): a vehicle's km, the vehicles' fuel rises. */
  fleetFigures: {
    kmBetween: (vehicleId: number, from: string, to: string) => Promise<number>;
    fuelRises: (vehicleIds: number[], from: string, to: string) => Promise<FuelRise[]>;
    /** Each vehicle's km over the days. */
    kmOf: (vehicleIds: number[], from: string, to: string) => Promise<Map<number, number>>;
    speedingRuns: (vehicleId: number, from: string, to: string) => Promise<SpeedingRun[]>;
    /** Each vehicle's movement in the night (22:00–06:00) that starts on the day. */
    nightMovement: (vehicleIds: number[], day: string) => Promise<{ start: Date; end: Date; moved: Map<number, { minutes: number; runs: number }> }>;
    speedLimitKmh: () => number;
  };
  vehicleChecks: {
    /** Whether a booking's immobilizer code waits for its start-of-shift check. */
    codeHeld: (booking: { id: number; vehicleId: number }) => Promise<boolean>;
    statesOf: (bookingIds: number[]) => Promise<Map<number, CheckState>>;
    /** The checks done in [from, to): of which vehicle, and passed or failed. */
    doneBetween: (from: Date, to: Date) => Promise<{ vehicleId: number; result: CheckResult }[]>;
  };
}

export type PortName = keyof Ports;

/** Every port, so that sealing can say which one no feature provided. */
const PORT_NAMES = Object.keys({
  sessions: true,
  audit: true,
  settings: true,
  notices: true,
  messages: true,
  users: true,
  vehicles: true,
  tracker: true,
  calendar: true,
  bookings: true,
  templates: true,
  documents: true,
  damageReports: true,
  vehicleChecks: true,
  maintenance: true,
  fleetFigures: true,
  credentials: true,
  crew: true,
  agreements: true,
} satisfies Record<PortName, true>) as PortName[];

/** What features add to another's work, by kind: a notice's sealed values, a message's files, a document's file. */
export interface Contributions {
  noticeFillIn: FillIn;
  attachment: AttachmentSource;
  documentSource: DocumentSource;
}

export interface PortRegistry {
  provide<K extends PortName>(name: K, port: Ports[K]): void;
  /** The port's functions, looked up when called (after the start), so taking them early is safe. */
  of<K extends PortName>(name: K): Ports[K];
  contribute<K extends keyof Contributions>(kind: K, key: string, contribution: Contributions[K]): void;
  contributionOf<K extends keyof Contributions>(kind: K, key: string): Contributions[K] | undefined;
  /** All features registered: from now on ports answer; a missing one is an error now, not at 3 a.m. */
  seal(): void;
}

export function createPorts(): PortRegistry {
  const provided = new Map<PortName, object>();
  const contributions = new Map<string, unknown>();
  let sealed = false;
  const resolved = (name: PortName): Record<string, (...args: unknown[]) => unknown> => {
    if (!sealed) throw new Error(`The ${name} port was called before every feature registered`);
    return provided.get(name) as Record<string, (...args: unknown[]) => unknown>;
  };
  return {
    provide(name, port) {
      if (sealed || provided.has(name)) throw new Error(`The ${name} port is provided twice, or after the start`);
      provided.set(name, port);
    },
    of: (name) =>
      new Proxy(
        {},
        {
          get:
            (_port, key: string) =>
            (...args: unknown[]) =>
              resolved(name)[key]!(...args),
        },
      ) as Ports[typeof name],
    contribute(kind, key, contribution) {
      if (sealed || contributions.has(`${kind}:${key}`)) throw new Error(`The ${kind} for ${key} is contributed twice, or after the start`);
      contributions.set(`${kind}:${key}`, contribution);
    },
    contributionOf: (kind, key) => contributions.get(`${kind}:${key}`) as Contributions[typeof kind] | undefined,
    seal() {
      const missing = PORT_NAMES.filter((name) => !provided.has(name));
      if (missing.length) throw new Error(`No feature provides the port(s): ${missing.join(', ')}`);
      sealed = true;
    },
  };
}
