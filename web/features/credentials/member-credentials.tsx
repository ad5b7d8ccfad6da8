import { toast } from 'sonner';
import { nameOf, STATE_STYLE } from './my-credentials-card.tsx';
import { useMemberCredentials, useVerifyCredential } from './use-credentials.ts';
import { Button } from '../../components/ui/button.tsx';
import { ReadFailed } from '../../components/ui/read-failed.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { t } from '../../lib/i18n/index.ts';

/** A member's credentials in User Management: where each stands, verified or not by an admin here. */
export function MemberCredentials({ userId }: { userId: number }) {
  const { data, isError, refetch } = useMemberCredentials(userId);
  const verify = useVerifyCredential();
  if (isError) return <ReadFailed text={t('credentials.loadFailed')} onRetry={refetch} />;
  if (!data) return <Skeleton className="h-16" />;
  if (!data.length) return <p className="text-sm text-slate-500">{t('memberCredentials.none')}</p>;
  const toggle = async (id: number, verified: boolean) => {
    try {
      await verify.mutateAsync({ id, verified });
    } catch (error) {
      toast.error(t('credentials.saveFailed'), { description: problemText(error, '') });
    }
  };
  return (
    <ul className="divide-y divide-slate-100" aria-label={t('credentials.title')}>
      {data.map((c) => (
        <li key={c.id} className="flex flex-wrap items-center gap-2 py-2 text-sm" data-testid="member-credential">
          <span className="font-semibold">{nameOf(c)}</span>
          {c.number && <span className="text-slate-600">{c.number}</span>}
          <span className="text-slate-600">{c.expiresOn ? t('credentials.expires', { date: c.expiresOn }) : t('credentials.noExpiry')}</span>
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATE_STYLE[c.state])}>{t(`credentials.state.${c.state}`)}</span>
          <Button type="button" size="sm" variant="secondary" className="ms-auto" disabled={verify.isPending} onClick={() => void toggle(c.id, !c.verified)}>
            {c.verified ? t('memberCredentials.unverify', { type: nameOf(c) }) : t('memberCredentials.verify', { type: nameOf(c) })}
          </Button>
        </li>
      ))}
    </ul>
  );
}
