import { Radio } from 'lucide-react';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useTrackerConnection } from './use-tracker-connection.ts';
import { TRACKER_ID_MESSAGE, type TrackerCredentials } from '../../../contract/vehicles.contract.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/form.tsx';
import { problemText } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { relativeTime } from '../../lib/time.ts';

const TRACKER_ID = /^[A-Za-z0-9._:-]{4,64}$/;

/**
 * The vehicle's GPS tracker in Manage Vehicle (Security): its id and last report; Connect makes a
 * new secret (and an unguessable id unless the device's own is typed) and shows it once, with the
 * server URL and a QR code of it for Traccar Client's settings.
 */
export function TrackerConnectionPanel({ vehicleId }: { vehicleId: number }) {
  const { connection, connect, disconnect } = useTrackerConnection(vehicleId);
  const [deviceId, setDeviceId] = useState('');
  const [made, setMade] = useState<TrackerCredentials | null>(null);
  const idProblem = deviceId.trim() && !TRACKER_ID.test(deviceId.trim()) ? TRACKER_ID_MESSAGE : undefined;
  const current = connection.data;

  const onConnect = async () => {
    try {
      setMade(await connect.mutateAsync(deviceId.trim()));
      setDeviceId('');
      toast.success(t('tracker.connected'), { description: t('tracker.connectedText') });
    } catch (error) {
      toast.error(t('tracker.connectFailed'), { description: problemText(error, t('tracker.connectFailedText')) });
    }
  };
  const onDisconnect = async () => {
    try {
      await disconnect.mutateAsync();
      setMade(null);
      toast.success(t('tracker.disconnected'), { description: t('tracker.disconnectedText') });
    } catch (error) {
      toast.error(t('tracker.disconnectFailed'), { description: problemText(error, t('override.tryAgain')) });
    }
  };

  return (
    <section aria-labelledby="tracker-heading" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 id="tracker-heading" className="flex items-center gap-2 font-semibold">
        <Radio className="size-4" aria-hidden /> {t('tracker.title')}
      </h3>
      {connection.isError && <Alert>{problemText(connection.error, t('tracker.loadFailed'))}</Alert>}
      {current && (
        <p className="text-sm text-slate-700" data-testid="tracker-status">
          {current.trackerId && current.hasSecret ? (
            <>
              {t('tracker.connectedAs')}{' '}
              <span className="font-mono" dir="ltr">
                {current.trackerId}
              </span>
              ; {current.lastReportAt ? t('tracker.lastReport', { ago: relativeTime(current.lastReportAt) }) : t('tracker.noReport')}.
            </>
          ) : current.trackerId ? (
            <>
              {t('tracker.tracker')}{' '}
              <span className="font-mono" dir="ltr">
                {current.trackerId}
              </span>{' '}
              {t('tracker.noSecret')}
            </>
          ) : (
            t('tracker.none')
          )}
        </p>
      )}
      {made && <NewCredentials credentials={made} />}
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm font-medium">
          {t('tracker.deviceId')}
          <Input
            className="w-72 px-3 py-2 font-mono"
            placeholder={t('tracker.deviceIdHint')}
            value={deviceId}
            aria-invalid={!!idProblem}
            aria-describedby="tracker-id-hint"
            onChange={(e) => setDeviceId(e.target.value)}
          />
        </label>
        <Button onClick={() => void onConnect()} disabled={!!idProblem || connect.isPending}>
          {connect.isPending ? t('tracker.connecting') : current?.trackerId ? t('tracker.reconnect') : t('tracker.connect')}
        </Button>
        {current?.trackerId && (
          <Button variant="secondary" onClick={() => void onDisconnect()} disabled={disconnect.isPending}>
            {t('tracker.disconnect')}
          </Button>
        )}
      </div>
      <p id="tracker-id-hint" className={idProblem ? 'text-xs text-red-700' : 'text-xs text-slate-500'}>
        {idProblem ?? t('tracker.newSecretHint')}
      </p>
    </section>
  );
}

/** The query parameter OsmAnd trackers put the secret in: protocol, not words. */
const SECRET_PARAMETER = 'secret';

function NewCredentials({ credentials }: { credentials: TrackerCredentials }) {
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    void toDataURL(credentials.traccarServerUrl, { margin: 1, width: 180 }).then(setQr);
  }, [credentials.traccarServerUrl]);
  return (
    <div className="flex flex-wrap gap-4 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm" data-testid="tracker-credentials">
      {qr && <img src={qr} alt={t('tracker.qr')} className="size-44 rounded bg-white" />}
      <dl className="min-w-0 flex-1 space-y-2">
        <div>
          <dt className="font-medium">{t('tracker.identifier')}</dt>
          <dd className="font-mono break-all">{credentials.trackerId}</dd>
        </div>
        <div>
          <dt className="font-medium">{t('tracker.serverUrl')}</dt>
          <dd className="font-mono break-all">{credentials.traccarServerUrl}</dd>
        </div>
        <div>
          <dt className="font-medium">{t('tracker.secret')}</dt>
          <dd className="font-mono break-all">{credentials.secret}</dd>
        </div>
        <p className="text-xs text-emerald-900">
          {t('tracker.shownOnce')}{' '}
          <span className="font-mono" dir="ltr">
            {SECRET_PARAMETER}
          </span>{' '}
          {t('tracker.withEveryReport', { url: credentials.serverUrl })}
        </p>
      </dl>
    </div>
  );
}
