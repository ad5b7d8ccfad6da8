import type { User } from '../../../contract/user.contract.ts';

/** Where a member lands after signing in: the profile wizard until their profile is complete. */
export const landingPath = (user: User) => (!user.isAdmin && !user.profileComplete ? '/profile-completion' : '/dashboard');
