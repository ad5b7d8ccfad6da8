import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Geofence } from '../../../contract/analytics.contract.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { problemText } from '../../lib/api.ts';
import { useAnalytics, useAnalyticsMutation } from './use-analytics.ts';

const field = 'rounded-md border border-slate-300 px-2 py-1 text-sm';
const EMPTY = { name: '', latitude: '', longitude: '', radiusMeters: '200' };
/** An empty box is sent as null (NaN in JSON), so the server names the missing field. */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Admin-defined circles; their enter and exit alerts show in Geofence Alerts. */
export function GeofenceManager() {
  const geofences = useAnalytics<Geofence[]>('/geofences');
  const add = useAnalyticsMutation<Omit<Geofence, 'id' | 'createdAt'>>('POST', () => '/geofences');
  const remove = useAnalyticsMutation<number>('DELETE', (id) => `/geofences/${id}`);
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    try {
      await add.mutateAsync({ name: form.name, latitude: num(form.latitude), longitude: num(form.longitude), radiusMeters: num(form.radiusMeters) });
      toast.success('Geofence added', { description: form.name });
      setForm(EMPTY);
    } catch (error) {
      setProblem(problemText(error, 'The geofence could not be added.'));
    }
  };

  return (
    <Card data-testid="geofences">
      <CardHeader>
        <CardTitle className="text-base">Geofences</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {geofences.data?.length ? (
          <ul className="space-y-1">
            {geofences.data.map((g) => (
              <li key={g.id} className="flex items-center justify-between gap-2">
                <span>
                  <span className="font-semibold">{g.name}</span> · {g.latitude.toFixed(4)}, {g.longitude.toFixed(4)} · {g.radiusMeters} m
                </span>
                <Button size="sm" variant="secondary" aria-label={`Remove ${g.name}`} onClick={() => void remove.mutateAsync(g.id).catch((e: unknown) => toast.error('Could not remove the geofence', { description: problemText(e, 'Please try again.') }))}>
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-500">No geofences yet. Add the station, the hospitals or the garage to be told when vehicles come and go.</p>
        )}
        <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-2" noValidate>
          {problem && <Alert>{problem}</Alert>}
          <input className={`${field} w-32`} placeholder="Name" aria-label="Geofence name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <input className={`${field} w-24`} placeholder="Latitude" aria-label="Latitude" inputMode="decimal" value={form.latitude} onChange={(e) => setForm({ ...form, latitude: e.target.value })} />
          <input className={`${field} w-24`} placeholder="Longitude" aria-label="Longitude" inputMode="decimal" value={form.longitude} onChange={(e) => setForm({ ...form, longitude: e.target.value })} />
          <input className={`${field} w-20`} placeholder="Radius m" aria-label="Radius in metres" inputMode="numeric" value={form.radiusMeters} onChange={(e) => setForm({ ...form, radiusMeters: e.target.value })} />
          <Button size="sm" type="submit" disabled={add.isPending}>Add</Button>
        </form>
      </CardContent>
    </Card>
  );
}
