import { licenceAlertOf, noticeThreshold, validateLicence } from './licence-status.ts';
import type { LicencesRepository } from './licences.repository.ts';
import type { Language } from '../../../contract/constants.ts';
import { localDateOf } from '../../../contract/jerusalem-time.ts';
import type { LicenceAlert, LicenceDashboard, LicenceValidation } from '../../../contract/licences.contract.ts';
import type { AuthContext } from '../../auth-context.ts';
import { forbidden, notFound, said } from '../../http-errors.ts';
import type { Notify } from '../../notify-port.ts';
import type { NoticeText } from '../../texts/notices.en.ts';
import type { UserRow } from '../users/index.ts';

export interface LicencesDeps {
  licences: LicencesRepository;
  findUser: (id: number) => Promise<UserRow | undefined>;
  notify: Notify;
  now?: () => Date;
}

/** The lists show the most pressing first; the panels show 5 and say how many more. */
const byDays = (a: LicenceAlert, b: LicenceAlert) => a.daysUntilExpiry - b.daysUntilExpiry;

/** The notice of a licence `days` from expiry (negative: lapsed). */
const noticeText = (days: number): NoticeText => (days < 0 ? 'licence.expired' : days === 0 ? 'licence.expiresToday' : 'licence.expiresSoon');

export function createLicencesService(deps: LicencesDeps) {
  const today = () => localDateOf((deps.now ?? (() => new Date()))());

  async function alerts() {
    const day = today();
    const all = (await deps.licences.withExpiryDates()).map((u) => licenceAlertOf(u, day));
    return { total: all.length, alerts: all.filter((a): a is LicenceAlert => a !== null).sort(byDays) };
  }

  return {
    /** Self or admin (403 otherwise); 404 for a user that does not exist. */
    async validate(ctx: AuthContext, userId: number, language: Language): Promise<LicenceValidation> {
      if (userId !== ctx.user.id && !ctx.isAdmin) throw forbidden(said('licence.ownOnly'));
      const user = userId === ctx.user.id ? ctx.user : await deps.findUser(userId);
      if (!user) throw notFound(said('user.notFound', { id: String(userId) }));
      return validateLicence(user, today(), language);
    },

    async dashboard(): Promise<LicenceDashboard> {
      const { total, alerts: list } = await alerts();
      const expired = list.filter((a) => a.daysUntilExpiry < 0);
      const current = list.filter((a) => a.daysUntilExpiry >= 0);
      return {
        totalLicenses: total,
        expiredLicenses: expired.length,
        urgentRenewals: current.filter((a) => a.alertType === 'urgent').length,
        warningRenewals: current.filter((a) => a.alertType === 'warning').length,
        upcomingRenewals: current.filter((a) => a.alertType === 'info').length,
        recentlyExpired: expired.reverse(),
        urgentAlerts: current.filter((a) => a.alertType === 'urgent'),
      };
    },

    /** Every licence expired or expiring within 180 days, the soonest first. */
    expiring: async (): Promise<LicenceAlert[]> => (await alerts()).alerts,

    /**
     * Tells each member whose licence reached 90, 30, 20 or 0 days (or lapsed), once per
     * threshold and expiry date: running it again, or on several instances, sends nothing twice.
     */
    async generateNotifications(): Promise<{ checked: number; generated: number }> {
      const day = today();
      const users = await deps.licences.withExpiryDates();
      let generated = 0;
      for (const u of users) {
        const days = (licenceAlertOf(u, day) ?? { daysUntilExpiry: Number.POSITIVE_INFINITY }).daysUntilExpiry;
        const threshold = noticeThreshold(days);
        if (threshold === null) continue;
        const notice = { type: 'license_expiry' as const, text: noticeText(days), params: { days, date: u.licenseExpiryDate } };
        if (await deps.licences.recordNotice(u.id, u.licenseExpiryDate, threshold, (tx) => deps.notify([u.id], notice, tx))) generated++;
      }
      return { checked: users.length, generated };
    },
  };
}
export type LicencesService = ReturnType<typeof createLicencesService>;
