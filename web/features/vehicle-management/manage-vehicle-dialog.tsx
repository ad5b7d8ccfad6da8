import * as Tabs from '@radix-ui/react-tabs';
import type { Vehicle } from '../../../contract/vehicles.contract.ts';
import { Modal } from '../../components/ui/modal.tsx';
import { TAB_LIST, TAB_TRIGGER } from '../../components/ui/tabs.ts';
import { VehicleSecurityForm } from '../immobilizer/vehicle-security-form.tsx';
import { TrackerConnectionPanel } from '../tracking/tracker-connection-panel.tsx';
import { DetailsFacts, EquipmentFacts, MaintenanceFacts, PermissionsFacts } from './vehicle-facts.tsx';
import { VehicleWeekDiary } from './vehicle-week-diary.tsx';

const TABS = ['Details', 'Security', 'Permissions', 'Maintenance', 'Equipment', 'Diary'] as const;

/** The 'Manage Vehicle' dialog of spec/admin-app.md 2.12 with its six tabs. */
export function ManageVehicleDialog({ vehicle, onClose }: { vehicle: Vehicle | null; onClose: () => void }) {
  return (
    <Modal
      open={!!vehicle}
      onClose={onClose}
      title="Manage Vehicle"
      description={vehicle ? `${vehicle.vehicleNumber} · ${vehicle.make} ${vehicle.model}` : ''}
      width="w-[min(44rem,96vw)]"
    >
      {vehicle && (
        <Tabs.Root defaultValue="Details" key={vehicle.id}>
          <Tabs.List className={`mb-4 ${TAB_LIST}`}>
            {TABS.map((tab) => (
              <Tabs.Trigger key={tab} value={tab} className={TAB_TRIGGER}>{tab}</Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="Details"><DetailsFacts vehicle={vehicle} /></Tabs.Content>
          <Tabs.Content value="Security" className="space-y-5">
            <VehicleSecurityForm key={`${vehicle.immobilizerEnabled}-${vehicle.hasIturanCode}`} vehicle={vehicle} />
            <TrackerConnectionPanel vehicleId={vehicle.id} />
          </Tabs.Content>
          <Tabs.Content value="Permissions"><PermissionsFacts vehicle={vehicle} /></Tabs.Content>
          <Tabs.Content value="Maintenance"><MaintenanceFacts vehicle={vehicle} /></Tabs.Content>
          <Tabs.Content value="Equipment"><EquipmentFacts vehicle={vehicle} /></Tabs.Content>
          <Tabs.Content value="Diary"><VehicleWeekDiary vehicleId={vehicle.id} /></Tabs.Content>
        </Tabs.Root>
      )}
    </Modal>
  );
}
