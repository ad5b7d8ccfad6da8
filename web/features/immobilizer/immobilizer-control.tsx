import { Lock, Unlock } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { formatNotificationTime } from '../../lib/time.ts';
import { useImmobilizerAttempts, useImmobilizerState, useProviderImmobilizer } from './use-immobilizer.ts';
import { Input } from '../../components/ui/form.tsx';

const COMMAND_WORDS = { engineStop: 'Activate', engineResume: 'Deactivate' } as const;
const OUTCOME_WORDS = { accepted: 'accepted', wrong_code: 'wrong code', no_booking: 'no current booking', locked: 'refused: locked out', not_enabled: 'no immobilizer', moving: 'refused: vehicle moving' } as const;

/** Fleet Control's Immobilizer Control for one vehicle: its state, activate, deactivate with a code, the audit trail. */
export function ImmobilizerControl({ vehicleId }: { vehicleId: number }) {
  const [code, setCode] = useState('');
  const state = useImmobilizerState(vehicleId);
  const attempts = useImmobilizerAttempts();
  const command = useProviderImmobilizer();
  const s = state.data;

  const run = async (action: 'activate' | 'deactivate') => {
    try {
      const result = await command.mutateAsync({ vehicleId, action, code: code.trim() });
      toast.success(result.message);
      setCode('');
    } catch (error) {
      toast.error(action === 'activate' ? 'Failed to activate immobilizer' : 'Failed to deactivate immobilizer', { description: problemText(error, 'Please try again.') });
    }
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card data-testid="immobilizer-control">
        <CardHeader>
          <CardTitle className="text-base">Immobilizer {s && `of ${s.vehicleNumber}`}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          {!s ? (
            <Skeleton className="h-24" />
          ) : !s.immobilizerEnabled ? (
            <p className="text-slate-600">{s.vehicleNumber} has no immobilizer enabled. Turn it on under Immobilizer Fleet → Configure Vehicles.</p>
          ) : (
            <>
              <p>
                The tracker reports the immobilizer <span className="font-semibold">{s.deviceStatus === 'active' ? 'on' : s.deviceStatus === 'inactive' ? 'off' : 'unknown'}</span>.
                {s.lastCommand && ` Last command: ${COMMAND_WORDS[s.lastCommand.command]}, ${s.lastCommand.status}${s.lastCommand.status === 'pending' ? ' (waiting for the tracker)' : ''}, ${formatNotificationTime(s.lastCommand.createdAt)}.`}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <Button size="sm" disabled={command.isPending} onClick={() => void run('activate')}>
                  <Lock className="size-4" aria-hidden /> Activate
                </Button>
                <Input className="mt-0 w-32 py-1 font-mono uppercase" aria-label="Code" placeholder="Code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} />
                <Button size="sm" variant="secondary" disabled={!code.trim() || command.isPending} onClick={() => void run('deactivate')}>
                  <Unlock className="size-4" aria-hidden /> Deactivate
                </Button>
              </div>
              <p className="text-xs text-slate-500">Deactivate takes the vehicle's own code or the code of its current booking.</p>
            </>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Immobilizer audit trail</CardTitle>
        </CardHeader>
        <CardContent className="text-sm">
          {!attempts.data ? (
            <Skeleton className="h-24" />
          ) : !attempts.data.length ? (
            <p className="text-slate-500">No immobilizer requests yet.</p>
          ) : (
            <ul className="max-h-64 space-y-1 overflow-y-auto">
              {attempts.data.map((a) => (
                <li key={a.id}>
                  {formatNotificationTime(a.createdAt)} · {a.vehicleNumber} · {a.userName ?? `user ${a.userId}`} · {a.action}: <span className={a.outcome === 'accepted' ? 'text-emerald-700' : 'text-red-700'}>{OUTCOME_WORDS[a.outcome]}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
