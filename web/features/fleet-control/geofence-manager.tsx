import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { newGeofence, type Geofence, type NewGeofence } from '../../../contract/analytics.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field, Form, FormProblem, Input } from '../../components/ui/form.tsx';
import { problemText } from '../../lib/api.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { useAnalytics, useAnalyticsMutation } from './use-analytics.ts';

interface GeofenceValues {
  name: string;
  latitude: string;
  longitude: string;
  radiusMeters: string;
}
const EMPTY: GeofenceValues = { name: '', latitude: '', longitude: '', radiusMeters: '200' };
/** An empty box is no number, so the contract names the missing field. */
const num = (text: string) => (text.trim() === '' ? undefined : Number(text));
const toRequest = (v: GeofenceValues) => ({ name: v.name, latitude: num(v.latitude), longitude: num(v.longitude), radiusMeters: num(v.radiusMeters) });

/** Admin-defined circles; their enter and exit alerts show in Geofence Alerts. */
export function GeofenceManager() {
  const geofences = useAnalytics<Geofence[]>('/geofences');
  const add = useAnalyticsMutation<NewGeofence>('POST', () => '/geofences');
  const remove = useAnalyticsMutation<number>('DELETE', (id) => `/geofences/${id}`);
  const form = useForm<GeofenceValues, unknown, NewGeofence>({ resolver: contractResolver(newGeofence, toRequest), defaultValues: EMPTY });
  const { register } = form;

  const submit = async (request: NewGeofence) => {
    try {
      await add.mutateAsync(request);
      toast.success('Geofence added', { description: request.name });
      form.reset(EMPTY);
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, 'The geofence could not be added.') });
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
        <Form form={form} onSubmit={submit} className="space-y-2" label="Add a geofence">
          <FormProblem />
          <div className="flex flex-wrap items-start gap-2">
            <Field name="name" label="Geofence name" className="w-36 text-xs">
              <Input placeholder="Station" {...register('name')} />
            </Field>
            <Field name="latitude" label="Latitude" className="w-28 text-xs">
              <Input inputMode="decimal" placeholder="31.7470" {...register('latitude')} />
            </Field>
            <Field name="longitude" label="Longitude" className="w-28 text-xs">
              <Input inputMode="decimal" placeholder="34.9881" {...register('longitude')} />
            </Field>
            <Field name="radiusMeters" label="Radius (metres)" className="w-28 text-xs">
              <Input inputMode="numeric" {...register('radiusMeters')} />
            </Field>
            <Button size="sm" type="submit" className="mt-5" disabled={add.isPending}>Add</Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
