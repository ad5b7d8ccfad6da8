import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhatsappQr } from './use-messaging.ts';
import { Button } from '../../components/ui/button.tsx';
import { problemText } from '../../lib/api.ts';

/** The Authorization tab: the instance's QR code, fetched only when asked for. */
export function WhatsappAuthorization() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const qr = useWhatsappQr(shown);
  return (
    <div className="space-y-2 text-sm">
      <p>{t('whatsapp.qr.explain')}</p>
      <Button size="sm" variant="secondary" onClick={() => (shown ? void qr.refetch() : setShown(true))}>
        {t('whatsapp.qr.show')}
      </Button>
      {qr.isError && <p className="text-red-700">{problemText(qr.error, t('whatsapp.qr.failed'))}</p>}
      {qr.data && (qr.data.image ? <img src={qr.data.image} alt={t('whatsapp.qr.alt')} className="size-56" /> : <p>{qr.data.message}</p>)}
    </div>
  );
}
