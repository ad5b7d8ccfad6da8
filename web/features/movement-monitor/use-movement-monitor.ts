import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MovementMonitorAction, MovementMonitorStatus } from '../../../contract/movement-monitor.contract.ts';
import { apiRequest } from '../../lib/api.ts';
import { refreshAfter } from '../../lib/changes.ts';

export const movementMonitorKeys = {
  status: ['/api/admin/movement-monitor/status'],
};

/** spec/admin-app.md 9: the monitor's status refreshes every 30 s and after each action. */
export const useMovementMonitorStatus = () => useQuery<MovementMonitorStatus>({ queryKey: movementMonitorKeys.status, refetchInterval: 30_000 });

/** Force check, start or stop; a check may set vehicles In Use or free them. */
export function useMovementMonitorAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (path: 'force-check' | 'start' | 'stop') => apiRequest<MovementMonitorAction>('POST', `/api/admin/movement-monitor/${path}`),
    onSuccess: (result) => queryClient.setQueryData(movementMonitorKeys.status, result.status),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: movementMonitorKeys.status }), refreshAfter(queryClient, 'vehicle')]),
  });
}
