import { Radio } from 'lucide-react';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { TRACKER_ID_MESSAGE, type TrackerCredentials } from '../../../contract/vehicles.contract.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { problemText } from '../../lib/api.ts';
import { relativeTime } from '../../lib/time.ts';
import { useTrackerConnection } from './use-tracker-connection.ts';
import { Input } from '../../components/ui/form.tsx';

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
      toast.success('Tracker connected', { description: 'Enter the id and server URL in the tracker now: the secret is shown only this once.' });
    } catch (error) {
      toast.error('Connection failed', { description: problemText(error, 'The tracker could not be connected. Please try again.') });
    }
  };
  const onDisconnect = async () => {
    try {
      await disconnect.mutateAsync();
      setMade(null);
      toast.success('Tracker disconnected', { description: 'Its reports are refused from now on.' });
    } catch (error) {
      toast.error('Disconnection failed', { description: problemText(error, 'Please try again.') });
    }
  };

  return (
    <section aria-labelledby="tracker-heading" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 id="tracker-heading" className="flex items-center gap-2 font-semibold"><Radio className="size-4" aria-hidden /> GPS Tracker</h3>
      {connection.isError && <Alert>{problemText(connection.error, 'The tracker connection could not be loaded.')}</Alert>}
      {current && (
        <p className="text-sm text-slate-700" data-testid="tracker-status">
          {current.trackerId && current.hasSecret ? (
            <>Connected as <span className="font-mono">{current.trackerId}</span>; {current.lastReportAt ? `last report ${relativeTime(current.lastReportAt)}` : 'no report yet'}.</>
          ) : current.trackerId ? (
            <>Tracker <span className="font-mono">{current.trackerId}</span> has no secret: its reports are refused until you connect it again.</>
          ) : (
            'No tracker connected.'
          )}
        </p>
      )}
      {made && <NewCredentials credentials={made} />}
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm font-medium">
          Device id (optional)
          <Input className="w-72 px-3 py-2 font-mono"
            placeholder="IMEI, or empty for a new id"
            value={deviceId}
            aria-invalid={!!idProblem}
            aria-describedby="tracker-id-hint"
            onChange={(e) => setDeviceId(e.target.value)}
          />
        </label>
        <Button onClick={() => void onConnect()} disabled={!!idProblem || connect.isPending}>
          {connect.isPending ? 'Connecting…' : current?.trackerId ? 'Connect with a new secret' : 'Connect tracker'}
        </Button>
        {current?.trackerId && (
          <Button variant="secondary" onClick={() => void onDisconnect()} disabled={disconnect.isPending}>Disconnect</Button>
        )}
      </div>
      <p id="tracker-id-hint" className={idProblem ? 'text-xs text-red-700' : 'text-xs text-slate-500'}>
        {idProblem ?? 'Connecting makes a new secret: the old id and secret stop working at once.'}
      </p>
    </section>
  );
}

function NewCredentials({ credentials }: { credentials: TrackerCredentials }) {
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    void toDataURL(credentials.traccarServerUrl, { margin: 1, width: 180 }).then(setQr);
  }, [credentials.traccarServerUrl]);
  return (
    <div className="flex flex-wrap gap-4 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm" data-testid="tracker-credentials">
      {qr && <img src={qr} alt="QR code of the server URL for Traccar Client" className="size-44 rounded bg-white" />}
      <dl className="min-w-0 flex-1 space-y-2">
        <div><dt className="font-medium">Device identifier</dt><dd className="font-mono break-all">{credentials.trackerId}</dd></div>
        <div><dt className="font-medium">Server URL (Traccar Client)</dt><dd className="font-mono break-all">{credentials.traccarServerUrl}</dd></div>
        <div><dt className="font-medium">Secret</dt><dd className="font-mono break-all">{credentials.secret}</dd></div>
        <p className="text-xs text-emerald-900">Shown only now. Other OsmAnd trackers send <span className="font-mono">secret</span> with every report to {credentials.serverUrl}.</p>
      </dl>
    </div>
  );
}
