import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { movementMonitorEndpoints } from '../../../contract/movement-monitor.endpoints.ts';
import { VEHICLE_VIEWS } from '../../entities/views.ts';
import { call, queryOf } from '../../lib/api.ts';
import { refreshAfter } from '../../lib/changes.ts';

const status = queryOf(movementMonitorEndpoints.status);

/** docs/spec/admin-app.md 9: the monitor's status refreshes every 30 s and after each action. */
export const useMovementMonitorStatus = () => useQuery({ ...status, refetchInterval: 30_000 });

const ACTIONS = { 'force-check': movementMonitorEndpoints.forceCheck, start: movementMonitorEndpoints.start, stop: movementMonitorEndpoints.stop };

/** Force check, start or stop; a check may set vehicles In Use or free them. */
export function useMovementMonitorAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: keyof typeof ACTIONS) => call(ACTIONS[action]),
    onSuccess: (result) => queryClient.setQueryData(status.queryKey, result.status),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: status.queryKey }), refreshAfter(queryClient, VEHICLE_VIEWS)]),
  });
}
