import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../contract/auth.contract.ts';

export const PUBLIC_CONFIG_KEY = ['/api/config'];

/** Service name, sign-in options and contact details the server announces at /api/config. */
export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: PUBLIC_CONFIG_KEY });
}

/** The configured tracking provider's path (/api/{provider}); undefined until the config is in. */
export function useProviderBase(): string | undefined {
  const { data } = usePublicConfig();
  return data ? `/api/${data.trackingProvider}` : undefined;
}
