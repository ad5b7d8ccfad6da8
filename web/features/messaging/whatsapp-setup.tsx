import * as Tabs from '@radix-ui/react-tabs';
import { MessageCircle, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MessageTester } from './message-tester.tsx';
import { useWhatsappStatus } from './use-messaging.ts';
import { WhatsappAuthorization } from './whatsapp-authorization.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { TabList } from '../../components/ui/tab-list.tsx';

const TONE = {
  authorized: 'bg-green-100 text-green-900',
  notAuthorized: 'bg-amber-100 text-amber-900',
  unknown: 'bg-slate-100 text-slate-800',
} as const;

const TABS = ['setup', 'authorization', 'testing', 'features'] as const;
const SERVER_SETTINGS = [
  ['GREEN_API_URL', 'url'],
  ['GREEN_API_INSTANCE_ID', 'instance'],
  ['GREEN_API_TOKEN', 'token'],
] as const;
const FEATURES = ['bookings', 'codes', 'agreements', 'numbers'] as const;

/** The chat-message setup page (docs/spec/admin-app.md 2.21): status badge; Setup, Authorization, Testing, Features. */
export function WhatsappSetup() {
  const { t } = useTranslation();
  const status = useWhatsappStatus();
  const state = status.data?.status ?? 'unknown';
  const check = async () => {
    const result = await status.refetch();
    if (result.isError) toast.error(t('whatsapp.connectionError'), { description: t('whatsapp.statusFailed') });
    else if (result.data?.status === 'authorized') toast.success(t('whatsapp.badge.authorized'));
    else toast.warning(t('whatsapp.badge.notAuthorized'));
  };
  return (
    <Panel className="space-y-3" aria-label={t('whatsapp.title')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <MessageCircle className="size-5 text-brand" aria-hidden /> {t('whatsapp.title')}
          <span className={`rounded px-2 py-0.5 text-xs font-semibold ${TONE[state]}`}>{t(`whatsapp.badge.${state}`)}</span>
        </h2>
        <Button size="sm" variant="secondary" onClick={() => void check()}>
          <RefreshCw className="size-4" aria-hidden /> {t('whatsapp.checkStatus')}
        </Button>
      </div>
      <Tabs.Root defaultValue="setup">
        <TabList spacing="mb-3" tabs={TABS.map((tab) => ({ value: tab, label: t(`whatsapp.tab.${tab}`) }))} />
        <Tabs.Content value="setup" className="space-y-2 text-sm">
          <p>{t('whatsapp.setup.intro')}</p>
          <ul className="list-disc space-y-1 ps-5">
            {SERVER_SETTINGS.map(([name, key]) => (
              <li key={name}>
                <code dir="ltr">{name}</code>: {t(`whatsapp.setup.${key}`)}
              </li>
            ))}
          </ul>
          <p className="text-slate-600">{t('whatsapp.setup.unset')}</p>
        </Tabs.Content>
        <Tabs.Content value="authorization">
          <WhatsappAuthorization />
        </Tabs.Content>
        <Tabs.Content value="testing">
          <MessageTester />
        </Tabs.Content>
        <Tabs.Content value="features" className="text-sm">
          <ul className="list-disc space-y-1 ps-5">
            {FEATURES.map((feature) => (
              <li key={feature}>{t(`whatsapp.feature.${feature}`)}</li>
            ))}
          </ul>
        </Tabs.Content>
      </Tabs.Root>
    </Panel>
  );
}
