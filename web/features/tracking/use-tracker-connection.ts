import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackerConnection, TrackerCredentials } from '../../../contract/vehicles.contract.ts';
import { apiRequest } from '../../lib/api.ts';

export const trackerKeys = {
  connection: (vehicleId: number) => [`/api/vehicles/${vehicleId}/tracker`],
};

/** A vehicle's tracker connection (admins), and connecting or disconnecting it. */
export function useTrackerConnection(vehicleId: number) {
  const queryClient = useQueryClient();
  const key = trackerKeys.connection(vehicleId);
  // Read afresh whenever it is shown: the last report is what an admin checks after connecting.
  const connection = useQuery({ queryKey: key, queryFn: () => apiRequest<TrackerConnection>('GET', key[0]!), staleTime: 0 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const connect = useMutation({
    mutationFn: (trackerId: string) => apiRequest<TrackerCredentials>('PUT', key[0]!, trackerId ? { trackerId } : {}),
    onSuccess: refresh,
  });
  const disconnect = useMutation({ mutationFn: () => apiRequest<void>('DELETE', key[0]!), onSuccess: refresh });
  return { connection, connect, disconnect };
}
