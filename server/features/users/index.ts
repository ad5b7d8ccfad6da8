import { createMemberDataRepository } from './member-data.repository.ts';
import { createMemberExport } from './member-export.ts';
import { createNotificationEmail } from './notification-email.ts';
import { createUsersRepository } from './users.repository.ts';
import { usersRoutes } from './users.routes.ts';
import { createUsersService } from './users.service.ts';
import type { App, FeatureDeps } from '../../core.ts';
import { publisherOn } from '../../events.ts';

export { isAdmin, toUser } from './user-view.ts';
export { createUsersRepository, type UserRow, type UsersRepository } from './users.repository.ts';

/** Profiles and the admin's user edits; a reviewed licence scan verifies its member's licence. */
export async function register(app: App, { core, events, ports }: FeatureDeps): Promise<void> {
  const repository = createUsersRepository(core.db);
  const notificationEmail = createNotificationEmail({
    users: repository,
    secret: core.sessionSecret,
    publicUrl: core.config.publicUrl,
    sendToMember: ports.of('messages').sendToMember,
  });
  ports.contribute('noticeFillIn', 'email_confirmation', notificationEmail.fillInLink);
  const notices = ports.of('notices');
  const settings = ports.of('settings');
  const publish = publisherOn(events, core.db);
  const users = createUsersService({
    users: repository,
    ownerEmail: core.config.ownerEmail,
    publish,
    recordChange: ports.of('audit').recordChange,
    settings: settings.service,
    notify: notices.notify,
    notificationEmail,
  });
  const exportMember = createMemberExport({
    data: createMemberDataRepository(core.db),
    documentFile: (ctx, id, language) => ports.of('documents').file(ctx, id, language),
    recordChange: ports.of('audit').recordChange,
  });
  await app.register(usersRoutes, { users, exportMember });
  ports.provide('users', {
    findUser: (id) => repository.findById(id),
    /** Everyone told of what admins must act on; read on a change's transaction when given (one connection, embedded). */
    adminIds: (within) => (within ? createUsersRepository(within) : repository).activeAdminIds(core.config.ownerEmail),
  });
  events.within(
    'document.reviewed',
    'users',
    'an approved licence scan verifies the licence; a rejected one leaves it unverified',
    async ({ type, userId, status }, tx) => {
      if (type !== 'license_scan') return;
      await createUsersRepository(tx).update(userId, { licenseVerifiedAt: status === 'approved' ? new Date() : null });
      await events.publish(tx, 'user.changed', { userId });
    },
  );
}
