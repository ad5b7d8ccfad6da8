import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from './config.ts';

/**
 * The Web Push keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or (development) a pair generated
 * once and kept in DATA_DIR beside the session secret, so that devices stay subscribed across
 * restarts.
 */
export function vapidKeysOf(config: Pick<Config, 'vapid' | 'dataDir'>): { publicKey: string; privateKey: string } {
  if (config.vapid) return config.vapid;
  const file = join(config.dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
