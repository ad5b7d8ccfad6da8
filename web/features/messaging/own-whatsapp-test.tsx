import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useMessagingTest } from './use-messaging.ts';
import { messagingTestsEndpoints } from '../../../contract/messaging.endpoints.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, IconCardTitle } from '../../components/ui/card.tsx';
import { call, problemText } from '../../lib/api.ts';
import { isolated } from '../../lib/i18n/index.ts';

/** A member tries WhatsApp on their own number (docs/spec/admin-app.md 2.1, docs/decisions/022); the server allows a few an hour. */
export function OwnWhatsappTest({ number }: { number: string | null }) {
  const { t } = useTranslation();
  const send = useMessagingTest();
  const test = async () => {
    try {
      const result = await send.mutateAsync(() => call(messagingTestsEndpoints.whatsappTest, { body: { phoneNumber: number ?? '' } }));
      toast.success(t('whatsapp.queued'), { description: result.message });
    } catch (error) {
      toast.error(t('whatsapp.failed.test'), { description: problemText(error, t('whatsapp.failedToSend')) });
    }
  };
  return (
    <Card data-testid="own-whatsapp-test">
      <CardHeader>
        <IconCardTitle icon={MessageCircle}>{t('whatsapp.ownTest.title')}</IconCardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3 text-sm">
        {number ? (
          <>
            <p className="flex-1">{t('whatsapp.ownTest.text', { number: isolated(number) })}</p>
            <Button disabled={send.isPending} onClick={() => void test()}>
              {t('whatsapp.sendTest')}
            </Button>
          </>
        ) : (
          <p className="text-slate-600">{t('whatsapp.ownTest.noNumber')}</p>
        )}
      </CardContent>
    </Card>
  );
}
