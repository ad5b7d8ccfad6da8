import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { createVehicleRequest, type CreateVehicleRequest } from '../../../contract/vehicles.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Form, FormProblem } from '../../components/ui/form.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { problemText } from '../../lib/api.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';
import { useCreateVehicle } from '../vehicles/index.ts';
import { NEW_VEHICLE, vehicleRequestOf, VehicleDetailsFields, VehicleEquipmentFields, VehiclePermissionsFields, type VehicleValues } from './vehicle-form.tsx';

/** Add Vehicle: the details, who may book it and its equipment; maintenance, security and its tracker follow in Manage Vehicle. */
export function AddVehicleDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (vehicleId: number) => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Add Vehicle" description="A new vehicle is available for booking once it is active." width="w-[min(44rem,96vw)]">
      {open && <AddVehicleForm onDone={onClose} onAdded={onAdded} />}
    </Modal>
  );
}

function AddVehicleForm({ onDone, onAdded }: { onDone: () => void; onAdded: (vehicleId: number) => void }) {
  const create = useCreateVehicle();
  const form = useForm<VehicleValues, unknown, CreateVehicleRequest>({ resolver: contractResolver(createVehicleRequest, vehicleRequestOf), defaultValues: NEW_VEHICLE });
  const add = async (request: CreateVehicleRequest) => {
    try {
      const added = await create.mutateAsync(request);
      toast.success('Vehicle added', { description: `${added.vehicleNumber} has been added to the fleet.` });
      onDone();
      onAdded(added.id);
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, 'The vehicle could not be added.') });
    }
  };
  return (
    <Form form={form} onSubmit={add} className="space-y-5">
      <FormProblem />
      <VehicleDetailsFields />
      <VehiclePermissionsFields />
      <VehicleEquipmentFields />
      <div className="flex justify-end gap-2 border-t border-slate-100 pt-3">
        <Button variant="secondary" onClick={onDone}>Cancel</Button>
        <Button type="submit" disabled={create.isPending}>{create.isPending ? 'Adding…' : 'Add Vehicle'}</Button>
      </div>
    </Form>
  );
}
