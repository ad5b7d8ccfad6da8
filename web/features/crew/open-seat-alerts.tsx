import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCrewAlerts, useSetCrewAlerts } from './use-crew.ts';
import { Checkbox } from '../../components/ui/form.tsx';
import { problemText } from '../../lib/api.ts';

/** The member's opt-in to notices of open crew seats they qualify for (joined in one tap from the notice). */
export function OpenSeatAlerts() {
  const { t } = useTranslation();
  const { data } = useCrewAlerts();
  const save = useSetCrewAlerts();
  if (!data) return null;
  const change = async (openSeats: boolean) => {
    try {
      await save.mutateAsync(openSeats);
    } catch (error) {
      toast.error(t('crew.alertsFailed'), { description: problemText(error, t('crew.tryAgain')) });
    }
  };
  return (
    <Checkbox
      label={t('crew.alerts')}
      checked={save.isPending ? save.variables : data.openSeats}
      disabled={save.isPending}
      onChange={(e) => void change(e.target.checked)}
    />
  );
}
