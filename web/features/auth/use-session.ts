import { useQuery } from '@tanstack/react-query';
import type { SignInResult } from '../../../contract/auth.contract.ts';
import type { User } from '../../../contract/user.contract.ts';
import { apiRequest } from '../../lib/api.ts';

export const sessionKeys = {
  /** The signed-in user, as the server has them now. */
  profile: ['/api/user/profile'],
};

/** The signed-in user; off while nobody is signed in. */
export const useSignedInUser = (enabled = true) => useQuery<User>({ queryKey: sessionKeys.profile, enabled });

/** Development Access (DESIGN.md): the dev login's token signs in as the seeded admin. */
export const devSignIn = () => apiRequest<SignInResult>('POST', '/api/auth/login', { token: 'dev' });

/** Ends this session on the server (every instance forgets it at once). */
export const endSession = () => apiRequest('POST', '/api/auth/logout');
