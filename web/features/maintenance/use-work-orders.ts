import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { VehicleCategory } from '../../../contract/constants.ts';
import type { MaintenanceProgramsBody } from '../../../contract/maintenance.contract.ts';
import { maintenanceEndpoints } from '../../../contract/maintenance.endpoints.ts';
import type { CreateWorkOrderRequest, UpdateWorkOrderRequest, WorkOrderStatus } from '../../../contract/work-orders.contract.ts';
import { VEHICLE_VIEWS } from '../../entities/views.ts';
import { call, callWithForm, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';

/** A work order's close can bring its vehicle back: the fleet's views with the list. */
const WORK_ORDER_VIEWS = [maintenanceEndpoints.workOrders, maintenanceEndpoints.fleetMaintenance, maintenanceEndpoints.vehicleMaintenance, ...VEHICLE_VIEWS];

export const useWorkOrders = (status: WorkOrderStatus | 'unfinished' | undefined) =>
  useQuery({ ...queryOf(maintenanceEndpoints.workOrders, { query: status ? { status } : {} }), placeholderData: keepPreviousData });

export function useCreateWorkOrder() {
  return useMutation({
    mutationFn: (body: CreateWorkOrderRequest) => call(maintenanceEndpoints.createWorkOrder, { body }),
    onSuccess: useRefreshAfter(WORK_ORDER_VIEWS),
  });
}

export function useUpdateWorkOrder() {
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateWorkOrderRequest & { id: number }) => call(maintenanceEndpoints.updateWorkOrder, { params: { id }, body }),
    onSuccess: useRefreshAfter(WORK_ORDER_VIEWS),
  });
}

export function useAttachWorkOrderFile(id: number) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return callWithForm(maintenanceEndpoints.addWorkOrderFile, form, { params: { id } });
    },
    onSuccess: useRefreshAfter([maintenanceEndpoints.workOrders]),
  });
}

export function useRemoveWorkOrderFile(id: number) {
  return useMutation({
    mutationFn: (fileId: number) => call(maintenanceEndpoints.removeWorkOrderFile, { params: { id, fileId } }),
    onSuccess: useRefreshAfter([maintenanceEndpoints.workOrders]),
  });
}

export const useFleetMaintenance = () => useQuery(queryOf(maintenanceEndpoints.fleetMaintenance));
export const useVehicleCosts = (month: string) =>
  useQuery({ ...queryOf(maintenanceEndpoints.vehicleCosts, { query: { month } }), placeholderData: keepPreviousData });
export const useMaintenancePrograms = () => useQuery(queryOf(maintenanceEndpoints.allPrograms));

export function useSaveMaintenancePrograms() {
  return useMutation({
    mutationFn: ({ category, body }: { category: VehicleCategory; body: MaintenanceProgramsBody }) =>
      call(maintenanceEndpoints.savePrograms, { params: { category }, body }),
    onSuccess: useRefreshAfter([maintenanceEndpoints.allPrograms, maintenanceEndpoints.fleetMaintenance, maintenanceEndpoints.vehicleMaintenance]),
  });
}
