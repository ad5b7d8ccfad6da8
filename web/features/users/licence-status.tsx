import { AlertTriangle, CheckCircle2, IdCard, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type LicenceValidation, LICENCE_ALERT_DAYS } from '../../../contract/licences.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { type TextKey } from '../../lib/i18n/index.ts';

type Verdict = 'valid' | 'issue' | 'incomplete';

const verdictOf = (v: LicenceValidation): Verdict =>
  v.validation.missing.length > 0 ? 'incomplete' : v.validation.isValid && v.warning?.severity !== 'warning' ? 'valid' : 'issue';

/** Each verdict's words (catalogue key), colour and icon: never colour alone. */
const LOOK: Record<Verdict, { label: TextKey; tone: string; Icon: typeof CheckCircle2 }> = {
  valid: { label: 'licence.valid', tone: 'bg-emerald-50 text-emerald-900 ring-emerald-200', Icon: CheckCircle2 },
  issue: { label: 'licence.issue', tone: 'bg-red-50 text-red-900 ring-red-200', Icon: XCircle },
  incomplete: { label: 'licence.incomplete', tone: 'bg-amber-50 text-amber-900 ring-amber-200', Icon: AlertTriangle },
};

/** The licence validity widget (docs/spec/admin-app.md 2.6), compact or full. */
export function LicenceValidityWidget({
  validation,
  compact = false,
  onComplete,
}: {
  validation: LicenceValidation;
  compact?: boolean;
  onComplete?: () => void;
}) {
  const { t } = useTranslation();
  const verdict = verdictOf(validation);
  const { tone, Icon } = LOOK[verdict];
  const label = t(LOOK[verdict].label);
  if (compact) {
    return (
      <span data-testid="licence-validity-compact" className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1', tone)}>
        <Icon className="size-3.5" aria-hidden /> {label}
      </span>
    );
  }
  const { errors, warnings, daysUntilExpiry } = validation.validation;
  return (
    <section data-testid="licence-validity" aria-label={t('licence.status')} className={cn('flex flex-wrap items-center gap-3 rounded-xl p-4 ring-1', tone)}>
      <IdCard className="size-6" aria-hidden />
      <div className="flex-1">
        <p className="font-semibold">{label}</p>
        <p className="text-sm">{[...errors, ...warnings].join(' · ') || (daysUntilExpiry !== null ? t('licence.validFor', { days: daysUntilExpiry }) : '')}</p>
      </div>
      {verdict !== 'valid' && onComplete && (
        <Button size="sm" variant="secondary" onClick={onComplete}>
          {t('licence.complete')}
        </Button>
      )}
    </section>
  );
}

/** The expiry alert (docs/spec/admin-app.md 5): destructive at 20 days or fewer, plain up to 90. */
export function LicenceExpiryAlert({ daysUntilExpiry }: { daysUntilExpiry: number | null }) {
  const { t } = useTranslation();
  if (daysUntilExpiry === null || daysUntilExpiry > LICENCE_ALERT_DAYS.notice) return null;
  const text =
    daysUntilExpiry < 0
      ? t('licence.expired')
      : daysUntilExpiry === 0
        ? t('licence.expiresToday')
        : t(daysUntilExpiry <= LICENCE_ALERT_DAYS.destructive ? 'licence.expiresSoon' : 'licence.expiresIn', { days: daysUntilExpiry });
  const destructive = daysUntilExpiry <= LICENCE_ALERT_DAYS.destructive;
  return (
    <div
      role="alert"
      className={cn(
        'rounded-md border px-4 py-3 text-sm font-medium',
        destructive ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-300 bg-white text-slate-900',
      )}
    >
      {text} {t('licence.renew')}
    </div>
  );
}
