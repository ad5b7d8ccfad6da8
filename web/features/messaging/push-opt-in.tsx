import { Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pushSubscriptionRequest } from '../../../contract/messaging.contract.ts';
import { messagingEndpoints } from '../../../contract/messaging.endpoints.ts';
import { ApiError, call } from '../../lib/api.ts';

type State = 'checking' | 'unsupported' | 'off' | 'on' | 'blocked' | 'unavailable';

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID key as the browser's PushManager takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/**
 * Web Push on this device (docs/decisions/020), the member's own choice: reminders and codes arrive as
 * phone notifications even with the app closed. Where the browser cannot, it says so.
 */
export function PushOptIn() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>(() => (!supported() ? 'unsupported' : Notification.permission === 'denied' ? 'blocked' : 'checking'));
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (state !== 'checking') return;
    void navigator.serviceWorker.ready.then(async (r) => setState((await r.pushManager.getSubscription()) ? 'on' : 'off'));
  }, [state]);

  const turnOn = async () => {
    setProblem(null);
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('blocked');
      const { publicKey } = await call(messagingEndpoints.pushPublicKey);
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      await call(messagingEndpoints.subscribePush, { body: pushSubscriptionRequest.parse(subscription.toJSON()) });
      setState('on');
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return setState('unavailable');
      setProblem(t('push.failed'));
    }
  };
  const turnOff = async () => {
    setProblem(null);
    const subscription = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
    if (subscription) {
      await call(messagingEndpoints.unsubscribePush, { body: { endpoint: subscription.endpoint } }).catch(() => undefined);
      await subscription.unsubscribe();
    }
    setState('off');
  };

  return (
    <section aria-label={t('push.title')} className="rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200" data-testid="push-opt-in">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-medium">
          <Smartphone className="size-4" aria-hidden /> {t('push.title')}
        </p>
        {state === 'off' && (
          <button type="button" className="min-h-11 rounded-md bg-slate-900 px-3 font-medium text-white" onClick={() => void turnOn()}>
            {t('push.turnOn')}
          </button>
        )}
        {state === 'on' && (
          <button type="button" className="min-h-11 rounded-md px-3 font-medium ring-1 ring-slate-300" onClick={() => void turnOff()}>
            {t('push.turnOff')}
          </button>
        )}
      </div>
      <p className="mt-1 text-xs text-slate-600" role="status">
        {problem ?? t(`push.state.${state}`)}
      </p>
    </section>
  );
}
