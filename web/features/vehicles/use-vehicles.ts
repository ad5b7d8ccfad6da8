import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateVehicleRequest, UpdateVehicleRequest, Vehicle } from '../../../contract/vehicles.contract.ts';
import { apiRequest } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

export const vehicleKeys = {
  all: ['/api/vehicles'],
};

/** The fleet, fetched anew whenever a view that shows it mounts. */
export const useVehicles = () => useQuery<Vehicle[]>({ queryKey: vehicleKeys.all, refetchOnMount: 'always' });

export function useCreateVehicle() {
  return useMutation({
    mutationFn: (request: CreateVehicleRequest) => apiRequest<Vehicle>('POST', '/api/vehicles', request),
    onSuccess: useRefreshAfter('vehicle'),
  });
}

export function useUpdateVehicle() {
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateVehicleRequest & { id: number }) => apiRequest<Vehicle>('PATCH', `/api/vehicles/${id}`, changes),
    onSuccess: useRefreshAfter('vehicle'),
  });
}
