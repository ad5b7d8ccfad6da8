import { useQuery } from '@tanstack/react-query';
import { queryOf } from './api.ts';
import { systemEndpoints } from '../../contract/system.endpoints.ts';

export const publicConfigQuery = queryOf(systemEndpoints.config);

/** Service name, sign-in options and contact details the server announces at /api/config. */
export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}

/** The configured tracking provider (the first part of /api/{provider}/…); undefined until the config is in. */
export function useTrackingProvider(): string | undefined {
  return usePublicConfig().data?.trackingProvider;
}
