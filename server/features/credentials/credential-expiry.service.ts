import type { CredentialsRepository, ExpiringRow } from './credentials.repository.ts';
import type { CredentialExpiry } from '../../../contract/credentials.contract.ts';
import { localDateOf } from '../../../contract/jerusalem-time.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import type { Notify } from '../../notify-port.ts';
import { daysBetween } from '../../time.ts';

export interface CredentialExpiryDeps {
  repository: CredentialsRepository;
  notify: Notify;
  adminIds: () => Promise<number[]>;
  now?: () => Date;
}

/** The panel shows credentials lapsed this many days ago at most, and lapsing this many days ahead. */
const PANEL_DAYS = 90;
/** A credential that lapsed longer ago than this (entered late, say) is no news: no expiry notice. */
const EXPIRED_NEWS_DAYS = 30;

/** The notice threshold a credential `days` from expiry has reached: 90, 30, 7, or 0 on and after expiry. */
export function credentialThreshold(days: number): number | null {
  if (days < -EXPIRED_NEWS_DAYS) return null;
  if (days <= 0) return 0;
  if (days <= 7) return 7;
  if (days <= 30) return 30;
  if (days <= 90) return 90;
  return null;
}

/** Credential expiry (issue 27 §1): the admins' panel, and the notices at 90, 30 and 7 days and on expiry. */
export function createCredentialExpiryService(deps: CredentialExpiryDeps) {
  const today = () => localDateOf((deps.now ?? (() => new Date()))());
  const withDays = (row: ExpiringRow, day: string): CredentialExpiry => ({ ...row, daysUntilExpiry: daysBetween(day, row.expiresOn) });

  return {
    /** Lapsed in the last 90 days or lapsing in the next 90, the soonest first. */
    async expiring(admin: AuthContext): Promise<CredentialExpiry[]> {
      assertAdmin(admin);
      const day = today();
      return (await deps.repository.withExpiry()).map((row) => withDays(row, day)).filter((c) => Math.abs(c.daysUntilExpiry) <= PANEL_DAYS);
    },

    /**
     * Tells each member whose credential reached 90, 30 or 7 days or expired, and the admins, once per
     * credential, expiry date and threshold: running it again, or on several instances, sends nothing twice.
     */
    async generateNotices(): Promise<{ checked: number; generated: number }> {
      const day = today();
      const rows = await deps.repository.withExpiry();
      const admins = await deps.adminIds();
      let generated = 0;
      for (const row of rows) {
        const days = daysBetween(day, row.expiresOn);
        const threshold = credentialThreshold(days);
        if (threshold === null) continue;
        const params = { type: row.typeName, 'type.he': row.typeNameHe, days: Math.max(days, 0), date: row.expiresOn, member: row.userName };
        const expired = days <= 0;
        const sent = await deps.repository.recordNotice(row.credentialId, row.expiresOn, threshold, async (tx) => {
          await deps.notify([row.userId], { type: 'license_expiry', text: expired ? 'credential.expired' : 'credential.expiresSoon', params }, tx);
          const others = admins.filter((id) => id !== row.userId);
          await deps.notify(others, { type: 'license_expiry', text: expired ? 'credential.expiredAdmins' : 'credential.expiresSoonAdmins', params }, tx);
        });
        if (sent) generated++;
      }
      return { checked: rows.length, generated };
    },
  };
}
export type CredentialExpiryService = ReturnType<typeof createCredentialExpiryService>;
