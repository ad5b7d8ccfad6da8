import type { AdminUserUpdate, ProfileUpdate, User } from '../../../contract/user.contract.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors.ts';
import { assertAdmin, type AuthContext } from '../auth/auth.service.ts';
import { profileChanges } from './profile-changes.ts';
import { toUser } from './user-view.ts';
import type { UsersRepository } from './users.repository.ts';

interface Deps {
  users: UsersRepository;
  ownerEmail: string | undefined;
  /** Ends every session of a user at once (disabling must sign them out everywhere). */
  revokeAllSessions: (userId: number) => Promise<void>;
  /** Drops this instance's cached copy of a changed user. */
  forgetUser: (userId: number) => void;
}

export function createUsersService({ users, ownerEmail, revokeAllSessions, forgetUser }: Deps) {
  // A cached session hands back the same row object; its view is built once.
  const profiles = new WeakMap<AuthContext['user'], User>();
  return {
    profile(ctx: AuthContext): User {
      let view = profiles.get(ctx.user);
      if (!view) profiles.set(ctx.user, (view = toUser(ctx.user, ownerEmail)));
      return view;
    },

    /** A member edits their own profile; the monthly hour limit is an admin's to set (403). */
    async updateProfile(ctx: AuthContext, update: ProfileUpdate): Promise<User> {
      if (update.monthlyHourLimit !== undefined && !ctx.isAdmin) {
        throw forbidden('Only an admin can change the monthly hour limit.', 'ADMIN_ONLY');
      }
      const updated = await users.update(ctx.user.id, profileChanges(ctx.user, update));
      if (!updated) throw notFound('Your account no longer exists.');
      forgetUser(ctx.user.id);
      return toUser(updated, ownerEmail);
    },

    async list(): Promise<User[]> {
      return (await users.list()).map((row) => toUser(row, ownerEmail));
    },

    async update(actor: AuthContext, id: number, changes: AdminUserUpdate): Promise<User> {
      assertAdmin(actor);
      const existing = await users.findById(id);
      if (!existing) throw notFound(`No user with id ${id}.`);
      if (id === actor.user.id && changes.isActive === false) throw badRequest('You cannot disable your own account.');
      const email = changes.email?.toLowerCase();
      if (email && email !== existing.email && (await users.findByEmail(email))) {
        throw conflict(`Another user already has the e-mail address ${email}.`);
      }
      const updated = await users.update(id, { ...changes, ...(email ? { email } : {}) });
      if (!updated) throw notFound(`No user with id ${id}.`);
      forgetUser(id);
      if (changes.isActive === false) await revokeAllSessions(id);
      return toUser(updated, ownerEmail);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
