import { Flame, MoonStar } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNextShabbat } from './use-hebrew-calendar.ts';
import { bookingRange, formatNotificationTime } from '../../lib/time.ts';

/** The next Shabbat or festival for every member (docs/decisions/020): its times and the span that needs approval. */
export function NextShabbatCard() {
  const { t, i18n } = useTranslation();
  const { data: period } = useNextShabbat();
  if (!period) return null;
  const name = i18n.language === 'he' ? period.hebrewName : period.name;
  return (
    <section
      aria-label={t('shabbat.card')}
      data-testid="next-shabbat"
      className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl bg-indigo-50 px-4 py-3 text-sm text-indigo-950 ring-1 ring-indigo-200"
    >
      <h2 className="flex items-center gap-2 font-bold">
        <MoonStar className="size-5" aria-hidden /> {name}
      </h2>
      <p className="flex items-center gap-1.5">
        <Flame className="size-4" aria-hidden /> {t('shabbat.candles', { time: formatNotificationTime(period.candleLighting) })}
      </p>
      <p>{t('shabbat.havdalah', { time: formatNotificationTime(period.havdalah) })}</p>
      <p className="basis-full text-indigo-900/80">{t('shabbat.restricted', { range: bookingRange(period.restrictedStart, period.restrictedEnd) })}</p>
    </section>
  );
}
