import { CalendarDays, Flame, RefreshCw, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useCalendarUpdate, useHolidays, useNextShabbat, useShabbatTimes } from './use-hebrew-calendar.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, IconCardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { currentLanguage, t } from '../../lib/i18n/index.ts';
import { formatNotificationTime, localDate } from '../../lib/time.ts';
import { useRestrictedPeriodWords } from '../settings/index.ts';

/** The ranges offered, in days, by the catalogue key of their label. */
const RANGES = { next30: 30, nextMonth: 31, nextYear: 365 } as const;
type Range = keyof typeof RANGES;
const HOUR = 3600_000;

/** A period's name in the language shown. */
const periodName = (p: { name: string; hebrewName: string }) => (currentLanguage() === 'he' ? p.hebrewName : p.name);

/**
 * Hebrew Calendar and Jewish Holidays card with the Booking Restrictions card (docs/spec/admin-app.md
 * 2.16); members see it read-only (docs/decisions/022): the sync buttons are the admins'.
 */
export function ShabbatHolidaysTab({ readOnly = false }: { readOnly?: boolean }) {
  const [range, setRange] = useState<Range>('next30');
  const [showShabbat, setShowShabbat] = useState(true);
  const restricted = useRestrictedPeriodWords();
  const [opened] = useState(() => Date.now());
  const start = localDate(new Date(opened));
  const end = localDate(new Date(opened + RANGES[range] * 24 * HOUR));
  const holidays = useHolidays(start, end);
  const shabbat = useShabbatTimes(start, end, showShabbat);
  const next = useNextShabbat();
  const year = new Date().getFullYear() + 1;
  const update = useCalendarUpdate();

  const run = async (what: 'init' | 'sync') => {
    try {
      await update.mutateAsync(what === 'init' ? { initialize: true } : { syncYear: year });
      toast.success(what === 'init' ? t('hebcal.initialized') : t('hebcal.synced'));
    } catch {
      toast.error(what === 'init' ? t('hebcal.initFailed') : t('hebcal.syncFailed'));
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <IconCardTitle icon={CalendarDays}>{t('hebcal.title')}</IconCardTitle>
          <div className="flex flex-wrap items-center gap-2 pt-2">
            {(Object.keys(RANGES) as Range[]).map((r) => (
              <Button key={r} size="sm" variant={range === r ? 'dark' : 'secondary'} aria-pressed={range === r} onClick={() => setRange(r)}>
                {t(`hebcal.range.${r}`)}
              </Button>
            ))}
            <label className="ms-2 flex items-center gap-2 text-sm">
              <input type="checkbox" checked={showShabbat} onChange={(e) => setShowShabbat(e.target.checked)} /> {t('hebcal.shabbatTimes')}
            </label>
            {!readOnly && (
              <>
                <span className="flex-1" />
                <Button size="sm" variant="secondary" disabled={update.isPending} onClick={() => void run('init')}>
                  <RefreshCw className="size-4" aria-hidden /> {t('hebcal.sync')}
                </Button>
                <Button size="sm" variant="secondary" disabled={update.isPending} onClick={() => void run('sync')}>
                  {t('hebcal.update', { year })}
                </Button>
              </>
            )}
          </div>
        </CardHeader>
        <CardContent className="space-y-5">
          {showShabbat && (
            <section>
              <h3 className="mb-2 font-semibold">{t('hebcal.times')}</h3>
              {shabbat.isPending ? (
                <Skeleton className="h-16" />
              ) : !shabbat.data?.length ? (
                <p className="text-sm text-slate-500">{t('hebcal.noTimes')}</p>
              ) : (
                <ul className="grid gap-2 sm:grid-cols-2" data-testid="shabbat-times">
                  {shabbat.data.map((p) => (
                    <li key={p.restrictedStart} className="rounded-lg border border-slate-200 p-3 text-sm">
                      <p className="flex items-center gap-2 font-semibold">
                        <Flame className="size-4 text-amber-500" aria-hidden /> {periodName(p)}
                      </p>
                      <p>{t('hebcal.candlesHavdalah', { candles: formatNotificationTime(p.candleLighting), havdalah: formatNotificationTime(p.havdalah) })}</p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          <section>
            <h3 className="mb-2 font-semibold">{t('hebcal.holidays')}</h3>
            {holidays.isPending ? (
              <Skeleton className="h-24" />
            ) : !holidays.data?.length ? (
              <p className="text-sm text-slate-500">{t(readOnly ? 'hebcal.noDataMember' : 'hebcal.noData')}</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm" data-testid="holidays">
                {holidays.data.map((h) => (
                  <li key={h.id} className="flex flex-wrap items-center gap-3 py-2">
                    <span className="w-24 text-slate-600">{h.gregorianDate}</span>
                    {currentLanguage() === 'he' ? (
                      <span className="flex-1 font-medium">{h.holidayName}</span>
                    ) : (
                      <>
                        <span className="flex-1 font-medium">{h.holidayNameEn}</span>
                        <span dir="rtl" lang="he" className="text-slate-700">
                          {h.holidayName}
                        </span>
                      </>
                    )}
                    <span className="text-xs text-slate-500">{currentLanguage() === 'he' ? h.hebrewDateHe : h.hebrewDate}</span>
                    {h.workRestrictions && (
                      <span className="rounded-full bg-amber-100 px-2 text-xs font-semibold text-amber-800">{t('hebcal.restricted')}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <IconCardTitle icon={ShieldAlert} tone="text-amber-600">
            {t('hebcal.restrictions')}
          </IconCardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm text-slate-700">
          <p>{t('hebcal.restrictionsText', { restricted })}</p>
          {next.data ? (
            <div className="rounded-lg bg-amber-50 p-3" data-testid="next-restriction">
              <p className="font-semibold">{t('hebcal.next', { name: periodName(next.data) })}</p>
              <p>
                {t('hebcal.restrictedRange', { from: formatNotificationTime(next.data.restrictedStart), to: formatNotificationTime(next.data.restrictedEnd) })}
              </p>
            </div>
          ) : next.isError ? (
            <p className="text-red-700">{t('hebcal.failed')}</p>
          ) : (
            <Skeleton className="h-14" />
          )}
          <p>{t('hebcal.footer')}</p>
        </CardContent>
      </Card>
    </div>
  );
}
