import { describe, expect, it } from 'vitest';
import { createRemindersService } from './reminders.service.ts';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../../../contract/messaging.contract.ts';
import type { Notice } from '../../notify-port.ts';
import { renderNotice } from '../../texts/render-notice.ts';
import type { BookingWithNames } from '../bookings/index.ts';
import { restrictedPeriodsOverlapping } from '../hebrew-calendar/index.ts';

// A controlled clock: the next Shabbat after a fixed day, and a booking of it, without a database.
const shabbat = restrictedPeriodsOverlapping(new Date('2026-12-01T00:00:00Z'), new Date('2026-12-08T00:00:00Z')).find((p) => p.name === 'Shabbat')!;
const booking = (id: number, userId: number) =>
  ({
    id,
    userId,
    vehicleNumber: 'A3',
    startTime: new Date(shabbat.start.getTime() + 3600_000),
    endTime: new Date(shabbat.start.getTime() + 5 * 3600_000),
    agreementSigned: true,
    status: 'pending',
  }) as BookingWithNames;

function remindersAt(clock: { now: Date }, settings: Map<number, NotificationSettings>) {
  const sent: { to: number[]; notice: Notice }[] = [];
  const claimed = new Set<string>();
  const service = createRemindersService({
    repository: {
      // The notice is written on the claim's transaction; this fake has none to give.
      claim: async (id, kind, send) => {
        if (claimed.has(`${id} ${kind}`)) return false;
        claimed.add(`${id} ${kind}`);
        await send(undefined as never);
        return true;
      },
    },
    bookingsStartingBetween: async () => [],
    bookingsHoldingBetween: async (from, to) => [booking(1, 10), booking(2, 20)].filter((b) => b.startTime < to && b.endTime > from),
    restrictedPeriods: (from, to) => restrictedPeriodsOverlapping(from, to),
    settingsOf: async () => settings,
    notify: async (to, notice) => void sent.push({ to, notice }),
    now: () => clock.now,
  });
  return { service, sent };
}

describe('Shabbat and festival warnings', () => {
  it('come at each member’s warning timing before the period, once, and never with the setting off', async () => {
    const clock = { now: new Date(shabbat.start.getTime() - 7 * 3600_000) };
    const { service, sent } = remindersAt(
      clock,
      new Map([
        [10, { ...DEFAULT_NOTIFICATION_SETTINGS, shabbatRestrictionWarnings: true, restrictionWarningTiming: 6 }],
        [20, { ...DEFAULT_NOTIFICATION_SETTINGS, shabbatRestrictionWarnings: false, restrictionWarningTiming: 24 }],
      ]),
    );
    expect((await service.tick()).warnings).toBe(0);
    clock.now = new Date(shabbat.start.getTime() - 5 * 3600_000);
    expect((await service.tick()).warnings).toBe(1);
    expect(await service.tick()).toMatchObject({ warnings: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: [10], notice: { type: 'restriction_warning', text: 'warning.restricted' } });
    const { notice } = sent[0]!;
    expect(renderNotice(notice.text, notice.params, 'en')).toMatchObject({
      title: 'Shabbat is coming',
      message: expect.stringMatching(/^Shabbat: restricted from .* Your booking of A3, .*, falls in it\.$/),
    });
    expect(renderNotice(notice.text, notice.params, 'he')).toMatchObject({
      title: 'בקרוב: שבת',
      message: expect.stringMatching(/^שבת: זמן מוגבל מ.* ההזמנה שלך של A3, .*, חלה בו\.$/),
    });
  });
});
