import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { AcknowledgeGeofenceAlert, NewGeofence } from '../../../contract/analytics.contract.ts';
import { analyticsEndpoints as fleet } from '../../../contract/analytics.endpoints.ts';
import type { Answer } from '../../../contract/endpoint.ts';
import { call, queryOf } from '../../lib/api.ts';
import { useRefreshAfter } from '../../lib/changes.ts';
import { useTrackingProvider } from '../../lib/public-config.ts';

/** A vehicle's reports over a date range. */
type VehicleReport = (typeof fleet)['infractions' | 'routeHistory' | 'kilometraje' | 'driverBehavior' | 'fuelEvents' | 'geofenceAlerts'];

/** One of a vehicle's reports over a date range; waits for the provider's name. */
export function useVehicleReport<E extends VehicleReport>(report: E, vehicleId: number, range: { from: string; to: string }) {
  const provider = useTrackingProvider();
  const input = { params: { provider: provider ?? '', id: vehicleId }, query: range };
  // One hook for six reports of one shape of input: the answer is the one of the report asked for.
  return useQuery({ ...queryOf<VehicleReport>(report, input), enabled: !!provider }) as UseQueryResult<Answer<E>>;
}

export function useMaintenanceAlerts(vehicleId: number) {
  const provider = useTrackingProvider();
  return useQuery({ ...queryOf(fleet.maintenanceAlerts, { params: { provider: provider ?? '', id: vehicleId } }), enabled: !!provider });
}

export function useEfficiencyReport(range: { from: string; to: string }) {
  const provider = useTrackingProvider();
  return useQuery({ ...queryOf(fleet.efficiencyReport, { params: { provider: provider ?? '' }, query: range }), enabled: !!provider });
}

export function useNightRest(date: string) {
  const provider = useTrackingProvider();
  return useQuery({ ...queryOf(fleet.nightRest, { params: { provider: provider ?? '' }, query: { date } }), enabled: !!provider });
}

export function useGeofences() {
  const provider = useTrackingProvider();
  return useQuery({ ...queryOf(fleet.geofences, { params: { provider: provider ?? '' } }), enabled: !!provider });
}

/** docs/spec/admin-app.md 9: the provider's service status every 30 s. */
export function useServiceStatus() {
  const provider = useTrackingProvider();
  return useQuery({ ...queryOf(fleet.serviceStatus, { params: { provider: provider ?? '' } }), enabled: !!provider, refetchInterval: 30_000 });
}

/** Geofence changes and acknowledgements, then every analytics view again. */
function useGeofenceChange<Input>(change: (provider: string, input: Input) => Promise<unknown>) {
  const provider = useTrackingProvider();
  return useMutation({
    mutationFn: (input: Input) => change(provider ?? '', input),
    onSuccess: useRefreshAfter(Object.values(fleet)),
  });
}

export const useAddGeofence = () => useGeofenceChange((provider, body: NewGeofence) => call(fleet.addGeofence, { params: { provider }, body }));
export const useRemoveGeofence = () => useGeofenceChange((provider, id: number) => call(fleet.removeGeofence, { params: { provider, id } }));
export const useAcknowledgeGeofenceAlert = () =>
  useGeofenceChange((provider, body: AcknowledgeGeofenceAlert) => call(fleet.acknowledge, { params: { provider }, body }));
