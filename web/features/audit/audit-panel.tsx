import { History } from 'lucide-react';
import { useState } from 'react';
import { useAuditLog } from './use-audit.ts';
import { AUDIT_ENTITIES, type AuditEntity, type AuditEntry } from '../../../contract/audit.contract.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ChoiceFilter } from '../../components/ui/filters.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { auditActionName, forwardArrow, personName, t } from '../../lib/i18n/index.ts';
import { formatNotificationTime } from '../../lib/time.ts';

/** What changed between before and after, field by field: the fields whose values differ. */
function changedFields(entry: AuditEntry): string[] {
  if (!entry.before || !entry.after) return [];
  const { before, after } = entry;
  return Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
}

const show = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** The Audit panel of Settings: who changed what, before and after, when (docs/decisions/016). */
export function AuditPanel() {
  const [entity, setEntity] = useState<AuditEntity | undefined>();
  const { data: entries, isPending, isError } = useAuditLog(entity);
  return (
    <section className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-label={t('audit.title')}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <IconHeading icon={History}>{t('audit.title')}</IconHeading>
        <ChoiceFilter
          label={t('audit.changesTo')}
          all={t('audit.everything')}
          values={AUDIT_ENTITIES}
          wordOf={(e) => t(`audit.entity.${e}`)}
          value={entity}
          onChange={setEntity}
          className="w-52"
        />
      </div>
      {isError && <p className="text-sm text-red-700">{t('audit.failed')}</p>}
      {isPending ? (
        <Skeleton className="h-24" />
      ) : !entries?.length ? (
        <EmptyState>{t('audit.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm wrap-anywhere">
          {entries.map((e) => (
            <li key={e.id} className="py-2" data-testid="audit-entry">
              <p>
                <span className="font-semibold">{personName(e.actorName)}</span> · {auditActionName(e.action)} · {t(`audit.entity.${e.entity}`)} #{e.entityId}
                <span className="ms-2 text-xs text-slate-500">{formatNotificationTime(e.createdAt)}</span>
              </p>
              {/* The fields as the record names them, not words of the screen: no translation. */}
              {!e.before && e.after && (
                <p className="ms-4 text-xs text-slate-600" translate="no">
                  {Object.entries(e.after)
                    .slice(0, 6)
                    .map(([k, v]) => `${k}: ${show(v)}`)
                    .join(' · ')}
                </p>
              )}
              {changedFields(e).length > 0 && (
                <ul className="ms-4 text-xs text-slate-600" translate="no">
                  {changedFields(e).map((k) => (
                    <li key={k}>
                      {k}: <bdi>{show(e.before?.[k])}</bdi> {forwardArrow()} <bdi>{show(e.after?.[k])}</bdi>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
