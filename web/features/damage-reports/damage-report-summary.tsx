import { useTranslation } from 'react-i18next';
import type { DamageReport } from '../../../contract/damage-reports.contract.ts';
import { cn } from '../../lib/cn.ts';
import { formatNotificationTime } from '../../lib/time.ts';

/** One report as both lists show it: what, where, when, its photos and its review. */
export function DamageReportSummary({ report: r, showReporter }: { report: DamageReport; showReporter: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-bold" dir="ltr">
          {r.vehicleNumber}
        </span>
        <span className="text-slate-600">
          {formatNotificationTime(r.incidentDate)} · {r.location}
        </span>
        {showReporter && <span className="text-slate-600">· {r.reporterName}</span>}
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            r.status === 'submitted' ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900',
          )}
        >
          {r.status === 'submitted' ? t('damageSummary.awaiting') : t('damageSummary.reviewed')}
        </span>
        {r.injuries && <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">{t('damageSummary.injuries')}</span>}
        {r.policeNotified && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold">{t('damageSummary.police')}</span>}
      </p>
      <p className="text-slate-800" translate="no">
        {r.description}
      </p>
      {(
        [
          ['damageSummary.otherParties', r.otherParties],
          ['damageSummary.witnesses', r.witnesses],
          ['damageSummary.comments', r.additionalComments],
        ] as const
      ).map(
        ([key, text]) =>
          text && (
            <p key={key} className="text-xs text-slate-600">
              {t(key, { text })}
            </p>
          ),
      )}
      {r.photoUrls.length > 0 && (
        <ul className="flex flex-wrap gap-2 pt-1" aria-label={t('damageSummary.photos', { id: r.id })}>
          {r.photoUrls.map((url, i) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <img
                  src={url}
                  alt={t('damageSummary.photo', { vehicle: r.vehicleNumber, n: i + 1, total: r.photoUrls.length })}
                  loading="lazy"
                  className="size-16 rounded-md object-cover ring-1 ring-slate-200"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {r.status === 'reviewed' && r.reviewNotes && <p className="text-xs text-emerald-900">{t('damageSummary.review', { notes: r.reviewNotes })}</p>}
    </div>
  );
}
