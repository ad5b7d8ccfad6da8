import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { STATUS_STYLE, statusWord, typeWord } from './override-words.ts';
import { useMyOverrideRequests, useWithdrawOverride } from './use-overrides.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { problemText } from '../../lib/api.ts';
import { bookingRange } from '../../lib/time.ts';

/** The member's override requests and what the admins decided; shown only when there are some. */
export function MyOverrideRequests() {
  const { t } = useTranslation();
  const { data } = useMyOverrideRequests();
  const withdraw = useWithdrawOverride();
  if (!data?.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('override.mine')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100">
          {data.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-3 py-2 text-sm" data-testid="my-override-request">
              <span className="w-14 font-bold" dir="ltr">
                {r.booking.vehicleNumber}
              </span>
              <span className="flex-1">
                {bookingRange(r.booking.startTime, r.booking.endTime)} · {typeWord(r.overrideType)}
              </span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[r.status]}`}>{statusWord(r.status)}</span>
              {r.decisionNote && <span className="w-full text-xs text-slate-600">{t('override.admin', { note: r.decisionNote })}</span>}
              {r.status === 'pending' && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={withdraw.isPending}
                  onClick={() =>
                    void withdraw
                      .mutateAsync(r.id)
                      .catch((e: unknown) => toast.error(t('override.withdrawFailed'), { description: problemText(e, t('override.tryAgain')) }))
                  }
                >
                  {t('override.withdraw')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
