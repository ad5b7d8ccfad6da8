import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { usePendingEmail } from './use-profile.ts';
import type { User } from '../../../contract/user.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { problemText } from '../../lib/api.ts';
import { isolated } from '../../lib/i18n/index.ts';

/**
 * A new address for notices waits for the member to open the link sent to it (docs/decisions/022):
 * said where they edit it, with the link sent again or the change dropped.
 */
export function PendingEmailNotice({ user }: { user: User }) {
  const { t } = useTranslation();
  const { resend, drop } = usePendingEmail();
  if (!user.pendingPreferredEmail) return null;
  const current = user.preferredEmail ?? user.email;
  const run = async (action: typeof resend, done: string) => {
    try {
      await action.mutateAsync();
      toast.success(done);
    } catch (error) {
      toast.error(t('profile.pendingEmail.failed'), { description: problemText(error, t('common.tryAgain')) });
    }
  };
  return (
    <div
      role="status"
      data-testid="pending-email"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <MailCheck className="size-5 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1">{t('profile.pendingEmail.text', { email: isolated(user.pendingPreferredEmail), current: isolated(current) })}</p>
      <Button
        size="sm"
        variant="secondary"
        disabled={resend.isPending}
        onClick={() => void run(resend, t('profile.pendingEmail.resent', { email: isolated(user.pendingPreferredEmail!) }))}
      >
        {t('profile.pendingEmail.resend')}
      </Button>
      <Button size="sm" variant="secondary" disabled={drop.isPending} onClick={() => void run(drop, t('profile.pendingEmail.dropped'))}>
        {t('profile.pendingEmail.drop')}
      </Button>
    </div>
  );
}
