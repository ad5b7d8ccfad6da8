import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../contract/auth.contract.ts';

/** Service name, sign-in options and contact details the server announces at /api/config. */
export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: ['/api/config'] });
}
