import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trackingEndpoints } from '../../../contract/tracking.endpoints.ts';
import { call, queryOf } from '../../lib/api.ts';

/** A vehicle's tracker connection (admins), and connecting or disconnecting it. */
export function useTrackerConnection(vehicleId: number) {
  const queryClient = useQueryClient();
  const params = { id: vehicleId };
  const current = queryOf(trackingEndpoints.trackerOf, { params });
  // Read afresh whenever it is shown: the last report is what an admin checks after connecting.
  const connection = useQuery({ ...current, staleTime: 0 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: current.queryKey });
  const connect = useMutation({
    mutationFn: (trackerId: string) => call(trackingEndpoints.connectTracker, { params, body: trackerId ? { trackerId } : {} }),
    onSuccess: refresh,
  });
  const disconnect = useMutation({ mutationFn: () => call(trackingEndpoints.disconnectTracker, { params }), onSuccess: refresh });
  return { connection, connect, disconnect };
}
