import type { z } from 'zod';
import type { SettingsRepository } from './settings.repository.ts';
import {
  overrideSettings,
  serviceSettings,
  type OverrideSettings,
  type OverrideSettingsUpdate,
  type ServiceSettings,
  type ServiceSettingsUpdate,
} from '../../../contract/settings.contract.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';

/** The keys of the settings table. */
export const SETTINGS_KEYS = { service: 'service', overrides: 'overrides' } as const;
type Key = (typeof SETTINGS_KEYS)[keyof typeof SETTINGS_KEYS];

/**
 * One kind of settings: the defaults, overlaid by what admins stored. A stored value that no
 * longer fits (a field renamed, a limit narrowed) falls back field by field to its default.
 */
function merged<T extends object>(schema: z.ZodType<T>, defaults: T, stored: Record<string, unknown> | undefined): T {
  const value = { ...defaults } as Record<string, unknown>;
  for (const [field, v] of Object.entries(stored ?? {})) {
    if (!(field in defaults)) continue;
    const candidate = { ...value, [field]: v };
    if (schema.safeParse(candidate).success) value[field] = v;
  }
  return value as T;
}

export interface SettingsDeps {
  repository: SettingsRepository;
  defaults: ServiceSettings;
  overrideDefaults: OverrideSettings;
  recordChange: RecordChange;
}

/**
 * Settings kept in the database and read from memory: loaded at start and again whenever any
 * instance writes them (the NOTIFY of the settings table), so a change holds everywhere at once.
 */
export function createSettingsService({ repository, defaults, overrideDefaults, recordChange }: SettingsDeps) {
  let service = defaults;
  let overrides = overrideDefaults;
  /**
   * Reads run one after another: a read the NOTIFY of an earlier write started could otherwise end
   * after the read of a newer write and put the older settings back.
   */
  let reads: Promise<void> = Promise.resolve();

  async function read(): Promise<void> {
    const [s, o] = await Promise.all([repository.read(SETTINGS_KEYS.service), repository.read(SETTINGS_KEYS.overrides)]);
    service = merged(serviceSettings, defaults, s);
    overrides = merged(overrideSettings, overrideDefaults, o);
  }

  function reload(): Promise<void> {
    const next = reads.then(read, read);
    reads = next.catch(() => undefined);
    return next;
  }

  async function write<T extends object>(admin: AuthContext, key: Key, before: T, next: T): Promise<void> {
    assertAdmin(admin);
    await repository.write(key, next as Record<string, unknown>, admin.user.id);
    await reload();
    await recordChange(admin, { entity: 'settings', entityId: key, action: 'update', before, after: next });
  }

  return {
    reload,
    service: (): ServiceSettings => service,
    overrides: (): OverrideSettings => overrides,
    async updateService(admin: AuthContext, next: ServiceSettingsUpdate): Promise<ServiceSettings> {
      // The fields an older form leaves out keep their values.
      await write(admin, SETTINGS_KEYS.service, service, { ...service, ...next });
      return service;
    },
    async updateOverrides(admin: AuthContext, next: OverrideSettingsUpdate): Promise<OverrideSettings> {
      await write(admin, SETTINGS_KEYS.overrides, overrides, { ...overrides, ...next });
      return overrides;
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
