import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImmobilizerActionResult, ImmobilizerAttempt, ImmobilizerState } from '../../../contract/immobilizer.contract.ts';
import type { Vehicle } from '../../../contract/vehicles.contract.ts';
import { toast } from 'sonner';
import type { VehicleImmobilizerUpdate } from '../../../contract/immobilizer.contract.ts';
import { apiRequest, problemText } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';
import { useProviderBase } from '../../lib/public-config.ts';

export const immobilizerKeys = {
  state: (vehicleId: number | undefined) => [`/api/vehicles/${vehicleId}/immobilizer`],
  attempts: ['/api/admin/immobilizer/attempts'],
  tracking: ['/api/vehicles/tracking/all'],
};

/** Polled every 2 s while its last command waits for the device, else not at all. */
export const useImmobilizerState = (vehicleId: number | undefined) =>
  useQuery<ImmobilizerState>({
    queryKey: immobilizerKeys.state(vehicleId),
    enabled: vehicleId !== undefined,
    refetchInterval: (query) => (query.state.data?.lastCommand?.status === 'pending' ? 2_000 : false),
    staleTime: 0,
  });

export const useImmobilizerAttempts = () => useQuery<ImmobilizerAttempt[]>({ queryKey: immobilizerKeys.attempts, refetchInterval: 30_000 });

function useRefreshAfterCommand() {
  const queryClient = useQueryClient();
  return (vehicleId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: immobilizerKeys.state(vehicleId) }),
      queryClient.invalidateQueries({ queryKey: immobilizerKeys.attempts }),
      queryClient.invalidateQueries({ queryKey: immobilizerKeys.tracking }),
    ]);
}

/** The member's deactivation with the code of the current booking. */
export function useDeactivateWithCode() {
  const refresh = useRefreshAfterCommand();
  return useMutation({
    mutationFn: ({ vehicleId, code }: { vehicleId: number; code: string }) => apiRequest<ImmobilizerActionResult>('POST', `/api/vehicles/${vehicleId}/immobilizer/deactivate`, { code }),
    onSettled: (_data, _error, { vehicleId }) => refresh(vehicleId),
  });
}

/** Admin activate (no code) or deactivate (with a code) under /api/{provider}/; refused until the provider's path is known. */
export function useProviderImmobilizer() {
  const base = useProviderBase();
  const refresh = useRefreshAfterCommand();
  return useMutation({
    mutationFn: ({ vehicleId, action, code }: { vehicleId: number; action: 'activate' | 'deactivate'; code?: string }) => {
      if (!base) throw new Error('The tracking provider is not known yet.');
      return apiRequest<ImmobilizerActionResult>('POST', `${base}/vehicles/${vehicleId}/immobilizer/${action}`, action === 'deactivate' ? { code } : undefined);
    },
    onSettled: (_data, _error, { vehicleId }) => refresh(vehicleId),
  });
}

export function useUpdateVehicleImmobilizer() {
  return useMutation({
    mutationFn: ({ vehicleId, ...changes }: { vehicleId: number } & VehicleImmobilizerUpdate) => apiRequest<Vehicle>('PATCH', `/api/vehicles/${vehicleId}`, changes),
    onSuccess: useRefreshAfter('vehicle'),
  });
}

/**
 * Saves one vehicle's immobilizer settings with the spec's Vehicle update toasts
 * (spec/admin-app.md 8); resolves to whether it was saved.
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
