import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { agreementsEndpoints } from '../../../contract/agreements.endpoints.ts';
import { Button } from '../../components/ui/button.tsx';
import { urlOf } from '../../lib/api.ts';

/** Opens a booking's signed agreement, as its PDF, in a new tab. */
export function AgreementPdfButton({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation();
  return (
    <Button size="sm" variant="secondary" onClick={() => window.open(urlOf(agreementsEndpoints.pdf, { params: { bookingId } }), '_blank', 'noopener')}>
      <FileText className="size-4" aria-hidden /> {t('myBookings.pdf')}
    </Button>
  );
}
