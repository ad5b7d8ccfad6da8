import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { NEW_VEHICLE, vehicleRequestOf, VehicleDetailsFields, VehicleEquipmentFields, VehiclePermissionsFields, type VehicleValues } from './vehicle-form.tsx';
import { createVehicleRequest, type CreateVehicleRequest } from '../../../contract/vehicles.contract.ts';
import { Form, FormActions, FormProblem } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useCreateVehicle } from '../../entities/vehicles.ts';
import { problemText } from '../../lib/api.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { t } from '../../lib/i18n/index.ts';

/** Add Vehicle: the details, who may book it and its equipment; maintenance, security and its tracker follow in Manage Vehicle. */
export function AddVehicleDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (vehicleId: number) => void }) {
  return (
    <Modal open={open} onClose={onClose} title={t('addVehicle.title')} description={t('addVehicle.description')} width="w-[min(44rem,96vw)]">
      {open && <AddVehicleForm onDone={onClose} onAdded={onAdded} />}
    </Modal>
  );
}

function AddVehicleForm({ onDone, onAdded }: { onDone: () => void; onAdded: (vehicleId: number) => void }) {
  const create = useCreateVehicle();
  const form = useForm<VehicleValues, unknown, CreateVehicleRequest>({
    resolver: contractResolver(createVehicleRequest, vehicleRequestOf),
    defaultValues: NEW_VEHICLE,
  });
  const add = async (request: CreateVehicleRequest) => {
    try {
      const added = await create.mutateAsync(request);
      toast.success(t('addVehicle.added'), { description: t('addVehicle.addedText', { vehicle: added.vehicleNumber }) });
      onDone();
      onAdded(added.id);
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, t('addVehicle.failed')) });
    }
  };
  return (
    <Form form={form} onSubmit={add} className="space-y-5">
      <FormProblem />
      <VehicleDetailsFields />
      <VehiclePermissionsFields />
      <VehicleEquipmentFields />
      <FormActions onBack={onDone} pending={create.isPending} submitLabel={t('addVehicle.title')} pendingLabel={t('addVehicle.adding')} />
    </Form>
  );
}
