import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { VehicleImmobilizerUpdate } from '../../../contract/immobilizer.contract.ts';
import { immobilizerEndpoints } from '../../../contract/immobilizer.endpoints.ts';
import { trackingEndpoints } from '../../../contract/tracking.endpoints.ts';
import type { Vehicle } from '../../../contract/vehicles.contract.ts';
import { vehiclesEndpoints } from '../../../contract/vehicles.endpoints.ts';
import { VEHICLE_VIEWS } from '../../entities/views.ts';
import { call, problemText, queryOf } from '../../lib/api.ts';
import { refreshAfter, useRefreshAfter } from '../../lib/changes.ts';
import { useTrackingProvider } from '../../lib/public-config.ts';

/** Polled every 2 s while its last command waits for the device, else not at all. */
export const useImmobilizerState = (vehicleId: number | undefined) =>
  useQuery({
    ...queryOf(immobilizerEndpoints.state, { params: { id: vehicleId ?? 0 } }),
    enabled: vehicleId !== undefined,
    refetchInterval: (query) => (query.state.data?.lastCommand?.status === 'pending' ? 2_000 : false),
    staleTime: 0,
  });

export const useImmobilizerAttempts = () => useQuery({ ...queryOf(immobilizerEndpoints.attempts), refetchInterval: 30_000 });

/** A command changes the immobilizer's state, the attempts trail and the live map. */
const COMMAND_VIEWS = [immobilizerEndpoints.state, immobilizerEndpoints.attempts, trackingEndpoints.all];

function useRefreshAfterCommand() {
  const queryClient = useQueryClient();
  return () => refreshAfter(queryClient, COMMAND_VIEWS);
}

/** The member's deactivation with the code of the current booking. */
export function useDeactivateWithCode() {
  const refresh = useRefreshAfterCommand();
  return useMutation({
    mutationFn: ({ vehicleId, code }: { vehicleId: number; code: string }) =>
      call(immobilizerEndpoints.deactivateAsMember, { params: { id: vehicleId }, body: { code } }),
    onSettled: () => refresh(),
  });
}

/** Admin activate (no code) or deactivate (with a code) under /api/{provider}/; refused until the provider's path is known. */
export function useProviderImmobilizer() {
  const provider = useTrackingProvider();
  const refresh = useRefreshAfterCommand();
  return useMutation({
    mutationFn: ({ vehicleId, action, code }: { vehicleId: number; action: 'activate' | 'deactivate'; code?: string }) => {
      if (!provider) throw new Error('The tracking provider is not known yet.');
      const params = { provider, id: vehicleId };
      return action === 'deactivate'
        ? call(immobilizerEndpoints.deactivateAsAdmin, { params, body: { code: code ?? '' } })
        : call(immobilizerEndpoints.activateAsAdmin, { params });
    },
    onSettled: () => refresh(),
  });
}

export function useUpdateVehicleImmobilizer() {
  return useMutation({
    mutationFn: ({ vehicleId, ...changes }: { vehicleId: number } & VehicleImmobilizerUpdate) =>
      call(vehiclesEndpoints.update, { params: { id: vehicleId }, body: changes }),
    onSuccess: useRefreshAfter(VEHICLE_VIEWS),
  });
}

/**
 * Saves one vehicle's immobilizer settings with the spec's Vehicle update toasts
 * (docs/spec/admin-app.md 8); resolves to whether it was saved.
 */
export function useSaveImmobilizerSettings(successText: (vehicle: Vehicle) => string) {
  const update = useUpdateVehicleImmobilizer();
  const save = async (vehicle: Vehicle, changes: VehicleImmobilizerUpdate): Promise<boolean> => {
    try {
      await update.mutateAsync({ vehicleId: vehicle.id, ...changes });
      toast.success('Vehicle updated', { description: successText(vehicle) });
      return true;
    } catch (error) {
      toast.error('Update failed', { description: `Failed to update vehicle: ${problemText(error, 'please try again')}` });
      return false;
    }
  };
  return { save, isPending: update.isPending };
}
