import type { RecordChange } from '../../audit-port.ts';
import type { App, Core } from '../../core.ts';
import type { ServiceSettings } from '../../../contract/settings.contract.ts';
import type { Notify } from '../../notify-port.ts';
import type { NoticeParams } from '../../texts/render-notice.ts';
import { createNotificationEmail, type SendToMember } from './notification-email.ts';
import { usersRoutes } from './users.routes.ts';
import { createUsersRepository } from './users.repository.ts';
import { createUsersService } from './users.service.ts';

export { isAdmin, toUser } from './user-view.ts';
export { createUsersRepository, type UserRow, type UsersRepository } from './users.repository.ts';

interface Deps {
  core: Core;
  /** Ends every session of a user at once (the auth feature). */
  revokeAllSessions: (userId: number) => Promise<void>;
  /** Drops this instance's cached copy of a changed user (the auth feature). */
  forgetUser: (userId: number) => void;
  recordChange: RecordChange;
  settings: () => ServiceSettings;
  notify: Notify;
  /** Queues a message a member asked for, capped (the messaging feature). */
  sendToMember: SendToMember;
  /** How a notice's sealed parameters are filled in when sent (the notifications feature). */
  fillInWith: (type: string, fillIn: (userId: number, params: NoticeParams) => Promise<Record<string, string>>) => void;
}

/** Profiles and the admin's user edits. */
export async function register(app: App, { core, revokeAllSessions, forgetUser, recordChange, settings, notify, sendToMember, fillInWith }: Deps) {
  const repository = createUsersRepository(core.db);
  const notificationEmail = createNotificationEmail({ users: repository, secret: core.sessionSecret, publicUrl: core.config.publicUrl, sendToMember });
  fillInWith('email_confirmation', notificationEmail.fillInLink);
  await app.register(usersRoutes, { users: createUsersService({ users: repository, ownerEmail: core.config.ownerEmail, revokeAllSessions, forgetUser, recordChange, settings, notify, notificationEmail }) });
  return {
    findUser: (id: number) => repository.findById(id),
    /** An admin approved the member's licence scan (the documents feature). */
    setLicenceVerified: async (id: number, verified: boolean) => {
      await repository.update(id, { licenseVerifiedAt: verified ? new Date() : null });
    },
    /** Everyone told of what admins must act on. */
    adminIds: () => repository.activeAdminIds(core.config.ownerEmail),
  };
}
