import * as Tabs from '@radix-ui/react-tabs';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CheckInQrPanel } from './check-in-qr-panel.tsx';
import {
  valuesOfVehicle,
  vehicleRequestOf,
  VehicleDetailsFields,
  VehicleEquipmentFields,
  VehicleMaintenanceFields,
  VehiclePermissionsFields,
  type VehicleValues,
} from './vehicle-form.tsx';
import { VehicleWeekDiary } from './vehicle-week-diary.tsx';
import { updateVehicleRequest, type UpdateVehicleRequest, type Vehicle } from '../../../contract/vehicles.contract.ts';
import { Form, FormActions, FormProblem } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { TabList } from '../../components/ui/tab-list.tsx';
import { useUpdateVehicle } from '../../entities/vehicles.ts';
import { problemText } from '../../lib/api.ts';
import { contractResolver, dirtyOnly, showServerErrors, useDirtyFields } from '../../lib/forms.ts';
import { t } from '../../lib/i18n/index.ts';
import { VehicleSecurityForm } from '../immobilizer/index.ts';
import { TrackerConnectionPanel } from '../tracking/index.ts';

const TABS = ['Details', 'Security', 'Permissions', 'Maintenance', 'Equipment', 'Diary'] as const;
/** The tabs of the one vehicle form. */
const FORM_TABS = new Set<string>(['Details', 'Permissions', 'Maintenance', 'Equipment']);

/** The t('manageVehicle.title') dialog of docs/spec/admin-app.md 2.12 with its six tabs. */
export function ManageVehicleDialog({ vehicle, onClose }: { vehicle: Vehicle | null; onClose: () => void }) {
  return (
    <Modal
      open={!!vehicle}
      onClose={onClose}
      title={t('manageVehicle.title')}
      description={vehicle ? <span translate="no">{`${vehicle.vehicleNumber} · ${vehicle.make} ${vehicle.model}`}</span> : ''}
      width="w-[min(48rem,96vw)]"
    >
      {vehicle && <ManageVehicleTabs key={vehicle.id} vehicle={vehicle} />}
    </Modal>
  );
}

function ManageVehicleTabs({ vehicle }: { vehicle: Vehicle }) {
  const update = useUpdateVehicle();
  const [tab, setTab] = useState<string>('Details');
  const form = useForm<VehicleValues, unknown, UpdateVehicleRequest>({
    resolver: contractResolver(updateVehicleRequest, vehicleRequestOf),
    defaultValues: valuesOfVehicle(vehicle),
  });
  const dirtyFields = useDirtyFields(form);
  const save = async (request: UpdateVehicleRequest) => {
    const changes = dirtyOnly(request, dirtyFields());
    if (!Object.keys(changes).length) return void toast.info(t('manageVehicle.nothing'), { description: t('manageVehicle.nothingText') });
    try {
      const saved = await update.mutateAsync({ id: vehicle.id, ...changes });
      form.reset(valuesOfVehicle(saved));
      toast.success(t('manageVehicle.updated'), { description: t('manageVehicle.updatedText', { vehicle: saved.vehicleNumber }) });
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, t('manageVehicle.saveFailed')) });
      toast.error(t('manageVehicle.updateFailed'), {
        description: t('manageVehicle.updateFailedText', { problem: problemText(error, t('manageVehicle.tryAgain')) }),
      });
    }
  };
  const section = (name: string, body: ReactNode) => (
    <Tabs.Content value={name} forceMount className="data-[state=inactive]:hidden">
      {body}
    </Tabs.Content>
  );

  return (
    <Tabs.Root value={tab} onValueChange={setTab}>
      <TabList tabs={TABS.map((tab) => ({ value: tab, label: t(`manageVehicle.tab.${tab}`) }))} />
      <Form form={form} onSubmit={save} className="space-y-4" label={t('manageVehicle.form')}>
        <FormProblem />
        {section('Details', <VehicleDetailsFields />)}
        {section('Permissions', <VehiclePermissionsFields />)}
        {section('Maintenance', <VehicleMaintenanceFields />)}
        {section('Equipment', <VehicleEquipmentFields />)}
        {/* Save and Reset under the form's four tabs (Security saves its own settings; Diary only shows). */}
        {FORM_TABS.has(tab) && (
          <FormActions
            onBack={() => form.reset(valuesOfVehicle(vehicle))}
            backLabel={t('settings.reset')}
            pending={update.isPending}
            submitLabel={t('manageVehicle.save')}
          />
        )}
      </Form>
      <Tabs.Content value="Security" className="space-y-5">
        <VehicleSecurityForm key={`${vehicle.immobilizerEnabled}-${vehicle.hasIturanCode}`} vehicle={vehicle} />
        <TrackerConnectionPanel vehicleId={vehicle.id} />
        <CheckInQrPanel vehicleId={vehicle.id} />
      </Tabs.Content>
      <Tabs.Content value="Diary">
        <VehicleWeekDiary vehicleId={vehicle.id} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
