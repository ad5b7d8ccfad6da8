import { createSettingsRepository } from './settings.repository.ts';
import { settingsRoutes } from './settings.routes.ts';
import { createSettingsService } from './settings.service.ts';
import { DEFAULT_MONTHLY_HOUR_LIMIT, MAX_ADVANCE_MONTHS, MONTHLY_HOUR_LIMIT_MAX } from '../../../contract/constants.ts';
import { DEFAULT_OVERRIDE_SETTINGS, serviceSettings, type ServiceSettings } from '../../../contract/settings.contract.ts';
import type { Config } from '../../config.ts';
import type { App, FeatureDeps } from '../../core.ts';

/** Fired by the settings table's trigger (migration 0016) with the changed key. */
const SETTINGS_CHANNEL = 'settings_changed';

/** The first values, from the environment and the spec's constants; a value that does not fit stops the start. */
export function defaultsOf(config: Config): ServiceSettings {
  return serviceSettings.parse({
    serviceName: config.serviceName,
    dispatchPhone: config.dispatchPhone,
    donateUrl: config.donateUrl,
    maxBookingHours: config.maxBookingHours,
    maxAdvanceMonths: MAX_ADVANCE_MONTHS,
    monthlyHoursByRole: {
      admin: MONTHLY_HOUR_LIMIT_MAX,
      BLS: DEFAULT_MONTHLY_HOUR_LIMIT,
      ALS: DEFAULT_MONTHLY_HOUR_LIMIT,
      driver: DEFAULT_MONTHLY_HOUR_LIMIT,
      EMT: DEFAULT_MONTHLY_HOUR_LIMIT,
      paramedic: DEFAULT_MONTHLY_HOUR_LIMIT,
    },
    restrictedHoursBefore: 3,
    restrictedHoursAfter: 1,
    restrictedPeriodPolicy: 'approval',
    weekendBookingsClosed: false,
    requireVerifiedLicense: false,
    movementCheckSeconds: config.movementCheckSeconds,
    positionRetentionDays: config.positionRetentionDays,
    codeNeedsPassedCheck: true,
    codeToWholeCrew: false,
    checkInGraceMinutes: 30,
    checkInNearVehicle: false,
    handoverNeedsApproval: false,
    monthlyReportEmail: false,
  });
}

/** Settings admins change, kept in the database, the same on every instance at once. */
export async function register(app: App, { core, ports }: FeatureDeps): Promise<void> {
  const settings = createSettingsService({
    repository: createSettingsRepository(core.db),
    defaults: defaultsOf(core.config),
    overrideDefaults: DEFAULT_OVERRIDE_SETTINGS,
    recordChange: ports.of('audit').recordChange,
  });
  await settings.reload();
  await core.listen(SETTINGS_CHANNEL, {
    onMessage: () => void settings.reload().catch((error: unknown) => app.log.error({ err: error }, 'settings could not be read again')),
    // Back after a lost connection: read what may have changed meanwhile.
    onState: (listening) => void (listening ? settings.reload().catch(() => undefined) : undefined),
  });
  await app.register(settingsRoutes, { settings });
  ports.provide('settings', { service: settings.service, overrides: settings.overrides });
}
