import { useQuery } from '@tanstack/react-query';
import { authEndpoints } from '../../../contract/auth.endpoints.ts';
import { usersEndpoints } from '../../../contract/users.endpoints.ts';
import { call, queryOf } from '../../lib/api.ts';

/** The signed-in user, as the server has them now. */
export const signedInUserQuery = queryOf(usersEndpoints.profile);

/** The signed-in user; off while nobody is signed in. */
export const useSignedInUser = (enabled = true) => useQuery({ ...signedInUserQuery, enabled });

/** Development Access (docs/architecture.md): the dev login's token signs in as the seeded admin. */
export const devSignIn = () => call(authEndpoints.devLogin, { body: { token: 'dev' } });

/** Ends this session on the server (every instance forgets it at once). */
export const endSession = () => call(authEndpoints.logout);
