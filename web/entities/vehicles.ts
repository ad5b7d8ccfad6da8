import { useMutation, useQuery } from '@tanstack/react-query';
import { VEHICLE_VIEWS } from './views.ts';
import type { CreateVehicleRequest, UpdateVehicleRequest } from '../../contract/vehicles.contract.ts';
import { vehiclesEndpoints } from '../../contract/vehicles.endpoints.ts';
import { call, queryOf } from '../lib/api.ts';
import { useRefreshAfter } from '../lib/changes.ts';

/** The fleet, fetched anew whenever a view that shows it mounts. */
export const useVehicles = () => useQuery({ ...queryOf(vehiclesEndpoints.list), refetchOnMount: 'always' });

export function useCreateVehicle() {
  return useMutation({
    mutationFn: (request: CreateVehicleRequest) => call(vehiclesEndpoints.create, { body: request }),
    onSuccess: useRefreshAfter(VEHICLE_VIEWS),
  });
}

export function useUpdateVehicle() {
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateVehicleRequest & { id: number }) => call(vehiclesEndpoints.update, { params: { id }, body: changes }),
    onSuccess: useRefreshAfter(VEHICLE_VIEWS),
  });
}
