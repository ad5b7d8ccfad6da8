import { Lock, Unlock } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useImmobilizerAttempts, useImmobilizerState, useProviderImmobilizer } from './use-immobilizer.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/form.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { formatNotificationTime } from '../../lib/time.ts';

const OUTCOME_WORDS = {
  accepted: 'accepted',
  wrong_code: 'wrong code',
  no_booking: 'no current booking',
  locked: 'refused: locked out',
  not_enabled: 'no immobilizer',
  moving: 'refused: vehicle moving',
  check_needed: 'refused: vehicle check first',
} as const;

/** Fleet Control's Immobilizer Control for one vehicle: its state, activate, deactivate with a code, the audit trail. */
export function ImmobilizerControl({ vehicleId }: { vehicleId: number }) {
  const [code, setCode] = useState('');
  const state = useImmobilizerState(vehicleId);
  const attempts = useImmobilizerAttempts();
  const command = useProviderImmobilizer();
  const s = state.data;

  const run = async (action: 'activate' | 'deactivate') => {
    try {
      const result = await command.mutateAsync({ vehicleId, action, code: code.trim() });
      toast.success(result.message);
      setCode('');
    } catch (error) {
      toast.error(action === 'activate' ? t('immobilizer.activateFailed') : t('immobilizer.deactivateFailed'), {
        description: problemText(error, t('override.tryAgain')),
      });
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card data-testid="immobilizer-control">
        <CardHeader>
          <CardTitle className="text-base">{s ? t('immobilizer.titleOf', { vehicle: s.vehicleNumber }) : t('tracking.immobilizer')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          {!s ? (
            <Skeleton className="h-24" />
          ) : !s.immobilizerEnabled ? (
            <p className="text-slate-600">{t('immobilizer.notEnabled', { vehicle: s.vehicleNumber })}</p>
          ) : (
            <>
              <p>
                {t('immobilizer.reports')} <span className="font-semibold">{t(`immobilizer.device.${s.deviceStatus}`)}</span>.
                {s.lastCommand &&
                  ` ${t('immobilizer.lastCommand', {
                    command: t(`immobilizer.command.${s.lastCommand.command}`),
                    status: s.lastCommand.status,
                    pending: s.lastCommand.status === 'pending' ? 'yes' : 'no',
                    when: formatNotificationTime(s.lastCommand.createdAt),
                  })}`}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <Button size="sm" disabled={command.isPending} onClick={() => void run('activate')}>
                  <Lock className="size-4" aria-hidden /> {t('immobilizer.command.engineStop')}
                </Button>
                <Input
                  className="mt-0 w-32 py-1 font-mono uppercase"
                  aria-label={t('immobilizer.codePlaceholder')}
                  placeholder={t('immobilizer.codePlaceholder')}
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value.toUpperCase())}
                />
                <Button size="sm" variant="secondary" disabled={!code.trim() || command.isPending} onClick={() => void run('deactivate')}>
                  <Unlock className="size-4" aria-hidden /> {t('immobilizer.command.engineResume')}
                </Button>
              </div>
              <p className="text-xs text-slate-500">{t('immobilizer.hint')}</p>
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">{t('immobilizer.auditTitle')}</CardTitle>
        </CardHeader>
        <CardContent className="text-sm">
          {!attempts.data ? (
            <Skeleton className="h-24" />
          ) : !attempts.data.length ? (
            <p className="text-slate-500">{t('immobilizer.noAudit')}</p>
          ) : (
            <ul className="max-h-64 space-y-1 overflow-y-auto">
              {attempts.data.map((a) => (
                <li key={a.id}>
                  {formatNotificationTime(a.createdAt)} · {a.vehicleNumber} · {a.userName ?? `user ${a.userId}`} · {a.action}:{' '}
                  <span className={a.outcome === 'accepted' ? 'text-emerald-700' : 'text-red-700'}>{OUTCOME_WORDS[a.outcome]}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
