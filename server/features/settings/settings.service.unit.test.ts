import { describe, expect, it } from 'vitest';
import { defaultsOf } from './settings-defaults.ts';
import type { SettingsRepository } from './settings.repository.ts';
import { createSettingsService } from './settings.service.ts';
import { DEFAULT_OVERRIDE_SETTINGS } from '../../../contract/settings.contract.ts';
import type { AuthContext } from '../../auth-context.ts';
import { loadConfig } from '../../config.ts';

const admin = { user: { id: 1 }, isAdmin: true } as AuthContext;

describe('settings read from memory', () => {
  it('a slow read started by an earlier change never puts older settings back over a newer write', async () => {
    const stored = new Map<string, Record<string, unknown>>();
    const held: (() => void)[] = [];
    let holdReads = false;
    const repository: SettingsRepository = {
      read: async (key) => {
        const value = stored.get(key);
        if (holdReads) await new Promise<void>((resolve) => held.push(resolve));
        return value;
      },
      write: async (key, value) => void stored.set(key, value),
    } as SettingsRepository;
    const defaults = defaultsOf(loadConfig({}));
    const settings = createSettingsService({ repository, defaults, overrideDefaults: DEFAULT_OVERRIDE_SETTINGS, recordChange: async () => undefined });
    // The NOTIFY of some earlier change starts a read that answers late, with what was stored then.
    holdReads = true;
    const late = settings.reload();
    holdReads = false;
    const saved = settings.updateService(admin, { ...defaults, restrictedHoursBefore: 2 });
    for (const release of held) release();
    await Promise.all([late, saved]);
    expect(settings.service().restrictedHoursBefore).toBe(2);
  });
});
