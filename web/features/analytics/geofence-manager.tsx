import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useAddGeofence, useGeofences, useRemoveGeofence } from './use-analytics.ts';
import { newGeofence, type NewGeofence } from '../../../contract/analytics.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Field, Form, FormProblem, Input } from '../../components/ui/form.tsx';
import { problemText } from '../../lib/api.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { t } from '../../lib/i18n/index.ts';

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
  const geofences = useGeofences();
  const add = useAddGeofence();
  const remove = useRemoveGeofence();
  const form = useForm<GeofenceValues, unknown, NewGeofence>({ resolver: contractResolver(newGeofence, toRequest), defaultValues: EMPTY });
  const { register } = form;

  const submit = async (request: NewGeofence) => {
    try {
      await add.mutateAsync(request);
      toast.success(t('geofence.added'), { description: request.name });
      form.reset(EMPTY);
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, t('geofence.failed')) });
    }
  };

  return (
    <Card data-testid="geofences">
      <CardHeader>
        <CardTitle className="text-base">{t('geofence.title')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {geofences.data?.length ? (
          <ul className="space-y-1">
            {geofences.data.map((g) => (
              <li key={g.id} className="flex items-center justify-between gap-2">
                <span>
                  <span className="font-semibold">{g.name}</span> ·{' '}
                  <span dir="ltr">
                    {g.latitude.toFixed(4)}, {g.longitude.toFixed(4)}
                  </span>{' '}
                  · {t('geofence.metres', { n: g.radiusMeters })}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('photos.remove', { name: g.name })}
                  onClick={() =>
                    void remove
                      .mutateAsync(g.id)
                      .catch((e: unknown) => toast.error(t('geofence.removeFailed'), { description: problemText(e, t('override.tryAgain')) }))
                  }
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-500">{t('geofence.empty')}</p>
        )}
        <Form form={form} onSubmit={submit} className="space-y-2" label={t('geofence.form')}>
          <FormProblem />
          <div className="flex flex-wrap items-start gap-2">
            <Field name="name" label={t('geofence.name')} className="w-36 text-xs">
              <Input placeholder={t('geofence.station')} {...register('name')} />
            </Field>
            <Field name="latitude" label={t('geofence.lat')} className="w-28 text-xs">
              <Input inputMode="decimal" placeholder="31.7470" {...register('latitude')} />
            </Field>
            <Field name="longitude" label={t('geofence.lng')} className="w-28 text-xs">
              <Input inputMode="decimal" placeholder="34.9881" {...register('longitude')} />
            </Field>
            <Field name="radiusMeters" label={t('geofence.radius')} className="w-28 text-xs">
              <Input inputMode="numeric" {...register('radiusMeters')} />
            </Field>
            <Button size="sm" type="submit" className="mt-5" disabled={add.isPending}>
              {t('geofence.add')}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
