import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImmobilizerActionResult, ImmobilizerAttempt, ImmobilizerState } from '../../../contract/immobilizer.contract.ts';
import type { Vehicle } from '../../../contract/vehicles.contract.ts';
import { apiRequest } from '../../lib/api.ts';

/** Polled every 2 s while its last command waits for the device, else not at all. */
export const useImmobilizerState = (vehicleId: number | undefined) =>
  useQuery<ImmobilizerState>({
    queryKey: [`/api/vehicles/${vehicleId}/immobilizer`],
    enabled: vehicleId !== undefined,
    refetchInterval: (query) => (query.state.data?.lastCommand?.status === 'pending' ? 2_000 : false),
    staleTime: 0,
  });

export const useImmobilizerAttempts = () => useQuery<ImmobilizerAttempt[]>({ queryKey: ['/api/admin/immobilizer/attempts'], refetchInterval: 30_000 });

function useRefreshAfterCommand() {
  const queryClient = useQueryClient();
  return (vehicleId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [`/api/vehicles/${vehicleId}/immobilizer`] }),
      queryClient.invalidateQueries({ queryKey: ['/api/admin/immobilizer/attempts'] }),
      queryClient.invalidateQueries({ queryKey: ['/api/vehicles/tracking/all'] }),
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

/** Admin activate (no code) or deactivate (with a code) under /api/{provider}/. */
export function useProviderImmobilizer(provider: string) {
  const refresh = useRefreshAfterCommand();
  return useMutation({
    mutationFn: ({ vehicleId, action, code }: { vehicleId: number; action: 'activate' | 'deactivate'; code?: string }) =>
      apiRequest<ImmobilizerActionResult>('POST', `/api/${provider}/vehicles/${vehicleId}/immobilizer/${action}`, action === 'deactivate' ? { code } : undefined),
    onSettled: (_data, _error, { vehicleId }) => refresh(vehicleId),
  });
}

export function useUpdateVehicleImmobilizer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicleId, ...changes }: { vehicleId: number; immobilizerEnabled?: boolean; ituranCode?: string }) => apiRequest<Vehicle>('PATCH', `/api/vehicles/${vehicleId}`, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/vehicles'] }),
  });
}
