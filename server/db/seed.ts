import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from './client.ts';
import { notifications, users, vehicles } from './schema.ts';
import type { UserType } from '../../contract/constants.ts';
import { hashTrackerSecret } from '../features/tracking/tracker-credentials.ts';

type NewVehicle = typeof vehicles.$inferInsert;

const EVERYONE: UserType[] = ['admin', 'BLS', 'ALS', 'driver', 'EMT', 'paramedic'];

const ambulance = (n: number): NewVehicle => ({
  vehicleNumber: `A${n}`,
  make: 'Mercedes-Benz',
  model: 'Sprinter 519',
  year: 2018 + (n % 5),
  category: 'Ambulances',
  description: 'Mobile intensive care ambulance, full ALS capability',
  allowedUserTypes: EVERYONE,
  fuelType: 'diesel',
  equipment: ['Stretcher', 'Defibrillator', 'Oxygen Tank', 'Suction Unit', 'Spinal Board', 'First Aid Kit'],
  mileage: 60_000 + n * 9_000,
  immobilizerEnabled: true,
});

/** The demo fleet of docs/architecture.md: A3–A8, ALS1, BLS1, BLS2. */
export const DEMO_VEHICLES: NewVehicle[] = [
  ...[3, 4, 5, 6, 7, 8].map(ambulance),
  {
    vehicleNumber: 'ALS1',
    make: 'Skoda',
    model: 'Kodiaq',
    year: 2022,
    category: 'ALS Vehicle',
    description: 'Paramedic fly car, advanced life support',
    allowedUserTypes: ['admin', 'ALS', 'paramedic'],
    fuelType: 'petrol',
    equipment: ['Oxygen Tank', 'Monitor', 'Defibrillator', 'Drug Kit', 'Intubation Kit'],
    mileage: 41_000,
  },
  ...[1, 2].map((n): NewVehicle => ({
    vehicleNumber: `BLS${n}`,
    make: 'Kia',
    model: 'Sportage',
    year: 2020 + n,
    category: 'BLS Vehicles',
    description: 'Basic life support fly car',
    allowedUserTypes: ['admin', 'BLS', 'ALS', 'EMT', 'paramedic', 'driver'],
    fuelType: 'hybrid',
    equipment: ['First Aid Kit', 'Oxygen Tank', 'Defibrillator'],
    mileage: 30_000 + n * 7_500,
  })),
];

const DEMO_PEOPLE: { type: UserType; firstName: string; lastName: string }[] = [
  { type: 'admin', firstName: 'Avi', lastName: 'Cohen' },
  { type: 'BLS', firstName: 'Noa', lastName: 'Levi' },
  { type: 'ALS', firstName: 'Yossi', lastName: 'Mizrahi' },
  { type: 'driver', firstName: 'Moshe', lastName: 'Peretz' },
  { type: 'EMT', firstName: 'Tamar', lastName: 'Friedman' },
  { type: 'paramedic', firstName: 'David', lastName: 'Azoulay' },
];

/** One user of each type at the work domain, e-mail named after the type (admin@…, emt@…). */
export function demoUsers(domain: string): (typeof users.$inferInsert)[] {
  return DEMO_PEOPLE.map(({ type, firstName, lastName }) => ({
    email: `${type.toLowerCase()}@${domain}`,
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    userTypes: [type],
    licenseNumber: `DEMO-${type.toUpperCase()}-0001`,
    licenseCountryOfIssue: 'Israel',
    licenseClass: 'B',
    licenseIssueDate: '2020-01-01',
    licenseExpiryDate: '2030-12-31',
  }));
}

function welcomeNotifications(userId: number, serviceName: string): (typeof notifications.$inferInsert)[] {
  return [
    // Notices as data (server/texts): each reader sees them in their language.
    {
      userId,
      type: 'system_update',
      textKey: 'demo.welcome',
      params: { service: serviceName },
      title: `Welcome to ${serviceName}`,
      message: 'Book ambulances and fly cars for your shifts and follow the fleet live.',
    },
    {
      userId,
      type: 'agreement_reminder',
      textKey: 'demo.completeProfile',
      params: {},
      title: 'Complete your profile',
      message: 'Add your driving licence and emergency contact so you can book vehicles.',
    },
  ];
}

/**
 * Idempotent: adds what is missing, changes nothing that exists. Each demo vehicle's tracker
 * reports its number in lower case (a3, als1: the simulator's ids) with the secret that
 * `trackerSecret` gives it (derived from the installation's session secret).
 */
export async function seedDemo(db: Database, options: { domain: string; serviceName: string; trackerSecret: (trackerId: string) => string }) {
  const addedVehicles = await db.insert(vehicles).values(DEMO_VEHICLES).onConflictDoNothing().returning({ id: vehicles.id });
  for (const { vehicleNumber } of DEMO_VEHICLES) {
    const trackerId = vehicleNumber.toLowerCase();
    await db
      .update(vehicles)
      .set({ trackerId, trackerSecretHash: hashTrackerSecret(options.trackerSecret(trackerId)) })
      .where(
        and(eq(vehicles.vehicleNumber, vehicleNumber), or(isNull(vehicles.trackerId), eq(vehicles.trackerId, trackerId)), isNull(vehicles.trackerSecretHash)),
      );
  }
  const addedUsers = await db.insert(users).values(demoUsers(options.domain)).onConflictDoNothing().returning({ id: users.id });
  const welcome = addedUsers.flatMap((u) => welcomeNotifications(u.id, options.serviceName));
  if (welcome.length) await db.insert(notifications).values(welcome);
  return { vehicles: addedVehicles.length, users: addedUsers.length };
}
