import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { VehicleCategory } from '../../../contract/constants.ts';
import type { MaintenanceProgram } from '../../../contract/maintenance.contract.ts';
import type { Database } from '../../db/client.ts';
import { createNotifiedCache } from '../../db/notified-cache.ts';
import { maintenanceAlerts, maintenancePrograms, vehicleServices, workOrders } from '../../db/schema.ts';
import { transaction, type Tx } from '../../db/transaction.ts';

export type ProgramRow = typeof maintenancePrograms.$inferSelect;
export type ServiceRow = typeof vehicleServices.$inferSelect;

/** Fired by the programmes table's trigger (migration 0052) with the changed category. */
export const PROGRAMS_CHANNEL = 'maintenance_programs_changed';

/** Maintenance programmes by category, each vehicle's services, and the alerts sent. */
export function createProgramsRepository(db: Database) {
  const ofCategory = db
    .select()
    .from(maintenancePrograms)
    .where(eq(maintenancePrograms.category, sql.placeholder('category')))
    .orderBy(maintenancePrograms.key)
    .prepare('maintenance_programs_of');
  // Every booking reads its vehicle's programmes (the service rule); an admin changes them seldom.
  const programsOfCategory = createNotifiedCache((category) => ofCategory.execute({ category }));
  const programsOf = (category: VehicleCategory): Promise<ProgramRow[]> => programsOfCategory.get(category);
  return {
    /** Told when a category's programmes change, on any instance (PROGRAMS_CHANNEL). */
    programsOfCategory,
    programsOf,
    /** The programmes of these categories, by category and key. */
    programsIn: async (categories: VehicleCategory[]): Promise<ProgramRow[]> => (await Promise.all(categories.map(programsOf))).flat(),
    allPrograms: (): Promise<ProgramRow[]> => db.select().from(maintenancePrograms).orderBy(maintenancePrograms.category, maintenancePrograms.key),
    /** The category's programmes replaced by these, with the audit entry on the same transaction. */
    replacePrograms: async (category: VehicleCategory, programs: MaintenanceProgram[], also: (tx: Tx) => Promise<void>) => {
      await transaction(db, async (tx) => {
        await tx.delete(maintenancePrograms).where(eq(maintenancePrograms.category, category));
        if (programs.length)
          await tx.insert(maintenancePrograms).values(
            programs.map((p) => ({
              category,
              key: p.key,
              name: p.name,
              nameHe: p.nameHe,
              everyKm: p.everyKm ?? null,
              everyMonths: p.everyMonths ?? null,
              dueSoonKm: p.dueSoonKm,
              dueSoonDays: p.dueSoonDays,
            })),
          );
        await also(tx);
      });
      // This instance reads its own change at once; the others when the trigger's NOTIFY reaches them.
      programsOfCategory.forget(category);
    },
    /** Each of these vehicles' latest service of each programme, or its baseline (one row per vehicle and programme that has one). */
    lastServices: (vehicleIds: number[]): Promise<ServiceRow[]> =>
      vehicleIds.length
        ? db
            .selectDistinctOn([vehicleServices.vehicleId, vehicleServices.programKey])
            .from(vehicleServices)
            .where(inArray(vehicleServices.vehicleId, vehicleIds))
            .orderBy(asc(vehicleServices.vehicleId), asc(vehicleServices.programKey), desc(vehicleServices.doneOn), desc(vehicleServices.id))
        : Promise.resolve([]),
    /** Counting begins now for a vehicle with no service of the programme yet (once: a second call changes nothing). */
    addBaseline: async (values: { vehicleId: number; programKey: string; doneOn: string; odometer: number | null }) =>
      void (await db
        .insert(vehicleServices)
        .values({ ...values, baseline: true })
        .onConflictDoNothing()),
    /** A service done (its work order closed), on that change's transaction. */
    addService: async (values: { vehicleId: number; programKey: string; doneOn: string; odometer: number | null; workOrderId: number }) =>
      void (await db.insert(vehicleServices).values(values)),
    /** Whether the admins were told of this due point in this state; true the first time. */
    firstAlert: async (vehicleId: number, programKey: string, duePoint: string, state: string): Promise<boolean> =>
      (await db.insert(maintenanceAlerts).values({ vehicleId, programKey, duePoint, state }).onConflictDoNothing().returning()).length > 0,
    /** A service work order of the programme not done yet, if any. */
    openServiceOrder: async (vehicleId: number, programKey: string) =>
      (
        await db
          .select({ id: workOrders.id })
          .from(workOrders)
          .where(and(eq(workOrders.vehicleId, vehicleId), eq(workOrders.programKey, programKey), ne(workOrders.status, 'done')))
          .limit(1)
      )[0],
  };
}
export type ProgramsRepository = ReturnType<typeof createProgramsRepository>;
