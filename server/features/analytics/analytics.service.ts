import type { AnalyticsRepository } from './analytics.repository.ts';
import { maintenanceAlertsOf } from './maintenance-alerts.ts';
import { nightOf, type RollUp } from './roll-up.ts';
import {
  TANK_LITRES,
  type DailyMileage,
  type DateRange,
  type DriverBehavior,
  type EfficiencyReport,
  type FuelEvent,
  type Geofence,
  type GeofenceAlert,
  type Infraction,
  type MaintenanceAlert,
  type NightRest,
  type RouteTrip,
  type ServiceStatus,
} from '../../../contract/analytics.contract.ts';
import { localDateOf } from '../../../contract/jerusalem-time.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import { notFound, said } from '../../http-errors.ts';
import { addLocalDays, daysBetween } from '../../time.ts';
import type { VehicleRow } from '../vehicles/index.ts';

/** Less fuel than this says nothing about a vehicle's efficiency (a level sensor's noise). */
const MIN_MEASURED_LITRES = 1;
/** More than any vehicle of the fleet goes on a litre, even a fly car downhill. */
const MAX_KM_PER_LITRE = 30;

export interface AnalyticsDeps {
  repository: AnalyticsRepository;
  /** Figures per vehicle by the hour and the night, rolled up or read live (docs/decisions/025); the speeding runs count above its limit. */
  rollUp: RollUp;
  findVehicle: (id: number) => Promise<VehicleRow | undefined>;
  /** km on the odometer now, from the tracker (the tracking feature); null when unknown. */
  addressOf: (latitude: number, longitude: number) => string;
  speedLimitKmh: number;
  onlineMinutes: number;
  provider: string;
  now?: () => Date;
}

/** A trip ends at a stop of this many minutes (docs/decisions/014). */
const STOP_MINUTES = 5;
/** A change of the fuel level by this many points is a refuel or, falling fast, a sudden drop. */
const FUEL_EVENT_POINTS = 10;

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const clampScore = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

export function createAnalyticsService(deps: AnalyticsDeps) {
  const { repository, addressOf, now = () => new Date() } = deps;

  async function vehicleOf(id: number): Promise<VehicleRow> {
    const vehicle = await deps.findVehicle(id);
    if (!vehicle) throw notFound(said('vehicle.notFound', { id: String(id) }));
    return vehicle;
  }

  async function infractions(vehicleId: number, range: DateRange): Promise<Infraction[]> {
    await vehicleOf(vehicleId);
    return (await deps.rollUp.speedingRuns(vehicleId, range)).map((r) => ({
      timestamp: r.starts,
      endTime: r.ends,
      latitude: r.latitude,
      longitude: r.longitude,
      address: addressOf(r.latitude, r.longitude),
      speedKmh: round(r.topKmh),
      limitKmh: deps.speedLimitKmh,
      overKmh: round(r.topKmh - deps.speedLimitKmh),
    }));
  }

  return {
    infractions,

    async routeHistory(vehicleId: number, range: DateRange): Promise<RouteTrip[]> {
      await vehicleOf(vehicleId);
      return (await repository.trips(vehicleId, range, STOP_MINUTES)).map((r) => ({
        startTime: r.start,
        endTime: r.end,
        startLocation: addressOf(r.slat, r.slon),
        endLocation: addressOf(r.elat, r.elon),
        distance: round(r.km, 2),
        duration: round(r.minutes),
        maxSpeedKmh: round(r.top),
      }));
    },

    async kilometraje(vehicleId: number, range: DateRange): Promise<DailyMileage[]> {
      await vehicleOf(vehicleId);
      const days = (await deps.rollUp.use([vehicleId], range)).get(vehicleId)!;
      return Array.from({ length: daysBetween(range.from, range.to) + 1 }, (_, i) => addLocalDays(range.from, i)).map((date) => ({
        date,
        kilometrosRecorridos: round(days.get(date)?.km ?? 0, 2),
      }));
    },

    /**
     * Scores out of 100 (docs/decisions/014): safety loses 10 a speeding run, 8 a harsh braking
     * and 4 a harsh acceleration; overall loses 5 for each of the three.
     */
    async driverBehavior(vehicleId: number, range: DateRange): Promise<DriverBehavior> {
      await vehicleOf(vehicleId);
      const d = await deps.rollUp.driving(vehicleId, range);
      return {
        scores: {
          safety: clampScore(100 - 10 * d.speedingRuns - 8 * d.brakings - 4 * d.accelerations),
          overall: clampScore(100 - 5 * (d.speedingRuns + d.brakings + d.accelerations)),
        },
        distanceKm: round(d.km, 2),
        maxSpeedKmh: round(d.topKmh),
        speedingEvents: d.speedingRuns,
        harshAccelerations: d.accelerations,
        harshBrakings: d.brakings,
      };
    },

    async fuelEvents(vehicleId: number, range: DateRange): Promise<FuelEvent[]> {
      await vehicleOf(vehicleId);
      return (await repository.fuelChanges(vehicleId, range, FUEL_EVENT_POINTS)).map((r) => ({
        type: r.after > r.before ? 'refuel' : 'drop',
        timestamp: r.t,
        latitude: r.lat,
        longitude: r.lon,
        address: addressOf(r.lat, r.lon),
        fromLevel: r.before,
        toLevel: r.after,
        change: round(r.after - r.before),
      }));
    },

    async geofenceAlerts(vehicleId: number, range: DateRange): Promise<GeofenceAlert[]> {
      await vehicleOf(vehicleId);
      return (await repository.geofenceCrossings(vehicleId, range)).map((r) => ({
        geofenceId: r.geofenceId,
        geofenceName: r.name,
        vehicleId,
        alertType: r.inside ? 'enter' : 'exit',
        timestamp: r.t,
        status: r.acknowledged ? 'acknowledged' : 'new',
      }));
    },

    async maintenanceAlerts(vehicleId: number): Promise<MaintenanceAlert[]> {
      const vehicle = await vehicleOf(vehicleId);
      return maintenanceAlertsOf(vehicle, vehicle.mileage, localDateOf(now()));
    },

    /** Night rest of every active vehicle for the night that starts on the date. */
    async nightRest(date: string): Promise<NightRest[]> {
      const { start, end } = nightOf(date);
      const nightMinutes = (end.getTime() - start.getTime()) / 60_000;
      const fleet = await repository.activeVehicles();
      const moved = await deps.rollUp.night(
        fleet.map((v) => v.id),
        date,
      );
      return fleet.map((vehicle) => {
        const { minutes, runs } = moved.get(vehicle.id) ?? { minutes: 0, runs: 0 };
        return {
          vehicleId: vehicle.id,
          vehicleName: vehicle.vehicleNumber,
          nightRestStart: start.toISOString(),
          nightRestEnd: end.toISOString(),
          compliancePercentage: round(100 * (1 - Math.min(minutes, nightMinutes) / nightMinutes)),
          violations: runs,
          movingMinutes: round(minutes),
        };
      });
    },

    /**
     * km per litre from the fuel level's falls; fuelSaved is against the fleet's average for the
     * same distance. A vehicle counts only when its figure can be true: a litre or more used and at
     * most MAX_KM_PER_LITRE (a fuel sensor that barely moved gave 1,200 km/L).
     */
    async efficiencyReport(range: DateRange): Promise<EfficiencyReport> {
      const fleet = await repository.activeVehicles();
      const figures = await deps.rollUp.use(
        fleet.map((v) => v.id),
        range,
      );
      const use = fleet.map(({ id, vehicleNumber }) => {
        const days = [...figures.get(id)!.values()];
        const fuelPoints = days.reduce((sum, day) => sum + day.fuelPoints, 0);
        return { vehicleId: id, vehicleNumber, km: days.reduce((sum, day) => sum + day.km, 0), litres: (fuelPoints * TANK_LITRES) / 100 };
      });
      const totalDistance = use.reduce((sum, u) => sum + u.km, 0);
      const totalLitres = use.reduce((sum, u) => sum + u.litres, 0);
      const measured = use.filter((u) => u.km > 0 && u.litres >= MIN_MEASURED_LITRES && u.km / u.litres <= MAX_KM_PER_LITRE);
      const measuredKm = measured.reduce((sum, u) => sum + u.km, 0);
      const measuredLitres = measured.reduce((sum, u) => sum + u.litres, 0);
      const average = measuredLitres > 0 ? measuredKm / measuredLitres : 0;
      return {
        fleetSummary: {
          totalVehicles: use.length,
          totalDistance: round(totalDistance, 2),
          totalFuelConsumption: round(totalLitres, 2),
          averageEfficiency: round(average, 2),
          unmeasuredDistance: round(totalDistance - measuredKm, 2),
        },
        topPerformers: measured
          .map((u) => ({
            vehicleId: u.vehicleId,
            vehicleNumber: u.vehicleNumber,
            distance: round(u.km, 2),
            efficiency: round(u.km / u.litres, 2),
            fuelSaved: round(u.km / average - u.litres, 2),
          }))
          .sort((a, b) => b.efficiency - a.efficiency)
          .slice(0, 5),
      };
    },

    async serviceStatus(): Promise<ServiceStatus> {
      const health = await repository.trackingHealth(new Date(now().getTime() - deps.onlineMinutes * 60_000));
      return {
        available: health.online > 0,
        status: health.online > 0 ? 'operational' : 'no_recent_reports',
        provider: deps.provider,
        onlineVehicles: health.online,
        trackedVehicles: health.tracked,
        lastReport: health.last,
      };
    },

    geofences: async (): Promise<Geofence[]> =>
      (await repository.listGeofences()).map(({ createdBy: _by, createdAt, ...g }) => ({ ...g, createdAt: createdAt.toISOString() })),
    async addGeofence(ctx: AuthContext, input: Omit<Geofence, 'id' | 'createdAt'>): Promise<Geofence> {
      assertAdmin(ctx);
      const { createdBy: _by, createdAt, ...g } = await repository.addGeofence({ ...input, createdBy: ctx.user.id });
      return { ...g, createdAt: createdAt.toISOString() };
    },
    async removeGeofence(id: number): Promise<void> {
      if (!(await repository.removeGeofence(id))) throw notFound(said('geofence.notFound', { id: String(id) }));
    },
    async acknowledge(ctx: AuthContext, alert: { geofenceId: number; vehicleId: number; alertType: 'enter' | 'exit'; timestamp: string }): Promise<void> {
      const saved = await repository.acknowledge({
        geofenceId: alert.geofenceId,
        vehicleId: alert.vehicleId,
        alertType: alert.alertType,
        at: new Date(alert.timestamp),
        acknowledgedBy: ctx.user.id,
      });
      if (!saved) throw notFound(said('geofence.orVehicleNotFound'));
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
