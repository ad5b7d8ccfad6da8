import type { NotificationEmail } from './notification-email.ts';
import { profileChanges } from './profile-changes.ts';
import { toUser as toUserView } from './user-view.ts';
import { letOthersIn, readUsersCsv } from './users-csv.ts';
import type { NewUser, UserChanges, UserRow, UsersRepository } from './users.repository.ts';
import { NEW_USER_TYPES, type UserType } from '../../../contract/constants.ts';
import { roleMonthlyHours, type ServiceSettings } from '../../../contract/settings.contract.ts';
import type {
  AdminUserCreate,
  AdminUserUpdate,
  BulkUploadResult,
  CsvValidation,
  DeleteUserResult,
  ProfileUpdate,
  User,
  UserListQuery,
} from '../../../contract/user.contract.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-errors.ts';
import type { Publish } from '../../events.ts';
import { badRequest, conflict, forbidden, HttpError, notFound, said } from '../../http-errors.ts';
import type { Notify } from '../../notify-port.ts';

/** The rows User Management's Bulk Upload previews (docs/spec/admin-app.md 5). */
const CSV_PREVIEW_ROWS = 5;

/** A refused file: the 400 carries every problem, as validate-csv would have listed them. */
export class CsvRefusal extends HttpError {
  constructor(
    message: string,
    readonly validation: CsvValidation,
  ) {
    super(400, message, 'CSV_INVALID');
  }
}

interface Deps {
  users: UsersRepository;
  ownerEmail: string | undefined;
  /** States `user.changed` (cached copies are stale) and `user.lockedOut` (disabled: signed out everywhere). */
  publish: Publish;
  /** Admin changes go to the audit log (the audit feature). */
  recordChange: RecordChange;
  /** The service settings (the settings feature): the monthly hours of each role. */
  settings: () => ServiceSettings;
  notify: Notify;
  /** The address notices go to, changed only by a link sent to it. */
  notificationEmail: NotificationEmail;
}

/** A change to one of these makes a verified licence unverified again (docs/decisions/017). */
const LICENCE_FIELDS = ['licenseNumber', 'licenseExpiryDate', 'licenseIssueDate'] as const;
const licenceChanged = (row: UserRow, changes: Partial<Record<(typeof LICENCE_FIELDS)[number], unknown>>) =>
  LICENCE_FIELDS.some((f) => changes[f] !== undefined && changes[f] !== row[f]);

export function createUsersService({ users, ownerEmail, publish, recordChange, settings, notify, notificationEmail }: Deps) {
  const isOwner = (row: { email: string }) => !!ownerEmail && row.email === ownerEmail.toLowerCase();
  const roleHours = (userTypes: readonly string[]) => roleMonthlyHours(settings(), userTypes);
  const toUser = (row: UserRow) => toUserView(row, ownerEmail, roleHours);

  /** The admins hear that a member's verified licence changed and wants its scan approved again. */
  async function tellLicenceChanged(row: UserRow): Promise<void> {
    await notify(await users.activeAdminIds(ownerEmail), { type: 'system_update', text: 'licence.changed', params: { userId: row.id, member: row.name } });
  }

  /** What a file would do: its problems, its preview, and the rows to create and to update. */
  async function planUpload(text: string) {
    const reading = await readUsersCsv(text);
    const existing = new Map((await users.findByEmails(reading.users.map((u) => u.email))).map((row) => [row.email, row]));
    const creates: NewUser[] = [];
    const updates: { id: number; changes: UserChanges; before: UserChanges }[] = [];
    const warnings = [...reading.warnings];
    for (const { email, line, fields } of reading.users) {
      const found = existing.get(email);
      if (found) {
        const changes: UserChanges = found.licenseVerifiedAt && licenceChanged(found, fields) ? { ...fields, licenseVerifiedAt: null } : fields;
        const before = Object.fromEntries(Object.keys({ ...changes, updatedAt: null }).map((key) => [key, found[key as keyof UserRow]])) as UserChanges;
        updates.push({ id: found.id, changes, before });
        warnings.push({ line, column: 'email', message: `${email} is already a user: their details are updated.` });
      } else creates.push({ ...fields, email, userTypes: fields.userTypes ?? NEW_USER_TYPES });
    }
    const preview = reading.users.slice(0, CSV_PREVIEW_ROWS).map((u) => ({
      line: u.line,
      action: existing.has(u.email) ? ('update' as const) : ('create' as const),
      name: u.name,
      email: u.email,
      phone: u.fields.phone ?? null,
      userTypes: u.fields.userTypes ?? (existing.get(u.email)?.userTypes as UserType[] | undefined) ?? NEW_USER_TYPES,
      monthlyHourLimit: u.fields.monthlyHourLimit ?? null,
    }));
    const validation: CsvValidation = {
      valid: reading.errors.length === 0,
      rows: reading.users.length,
      errors: reading.errors,
      warnings: warnings.sort((a, b) => a.line - b.line),
      preview,
    };
    return { validation, creates, updates };
  }

  async function changeOwn(ctx: AuthContext, changes: () => Promise<UserChanges>): Promise<User> {
    const updated = await users.update(ctx.user.id, await changes());
    if (!updated) throw notFound(said('user.ownAccountGone'));
    await publish('user.changed', { userId: ctx.user.id });
    return toUser(updated);
  }

  // A cached session hands back the same row object; its view is built once per settings.
  const profiles = new WeakMap<AuthContext['user'], { of: ServiceSettings; view: User }>();
  return {
    profile(ctx: AuthContext): User {
      const cached = profiles.get(ctx.user);
      if (cached?.of === settings()) return cached.view;
      const view = toUser(ctx.user);
      profiles.set(ctx.user, { of: settings(), view });
      return view;
    },

    /** A member edits their own profile; the monthly hour limit is an admin's to set (403). */
    async updateProfile(ctx: AuthContext, update: ProfileUpdate): Promise<User> {
      if (update.monthlyHourLimit !== undefined && !ctx.isAdmin) {
        throw forbidden(said('user.hourLimitAdminOnly'), 'ADMIN_ONLY');
      }
      const { preferredEmail, ...rest } = update;
      // A new address for notices is mailed its link first: refused (too many), nothing is changed.
      const addressChanges = preferredEmail === undefined ? {} : await notificationEmail.changes(ctx.user, preferredEmail);
      const changes = { ...profileChanges(ctx.user, rest), ...addressChanges };
      const unverified = !!ctx.user.licenseVerifiedAt && licenceChanged(ctx.user, changes);
      const updated = await users.update(ctx.user.id, unverified ? { ...changes, licenseVerifiedAt: null } : changes);
      if (!updated) throw notFound(said('user.ownAccountGone'));
      await publish('user.changed', { userId: ctx.user.id });
      if (unverified) await tellLicenceChanged(updated);
      return toUser(updated);
    },

    /** The pending notification address's link, sent again. */
    resendEmailConfirmation: (ctx: AuthContext) => changeOwn(ctx, () => notificationEmail.resend(ctx.user)),
    /** The member no longer wants the pending address: notices keep going where they went. */
    cancelEmailConfirmation: (ctx: AuthContext) => changeOwn(ctx, async () => notificationEmail.cleared),
    /** A confirmation link was opened (no session needed: the link is the proof). */
    async confirmNotificationEmail(token: string): Promise<{ preferredEmail: string }> {
      const row = await notificationEmail.confirm(token);
      await publish('user.changed', { userId: row.id });
      return { preferredEmail: row.preferredEmail! };
    },

    /** User Management's table: matching users, and how many match (all of them unless a page is asked for). */
    async list(actor: AuthContext, query: UserListQuery): Promise<{ users: User[]; total: number }> {
      assertAdmin(actor);
      const { rows, total } = await users.search(query);
      return { users: rows.map((row) => toUser(row)), total };
    },

    /**
     * Deletes a user with no history; one that bookings, agreements, damage reports or immobilizer
     * attempts name is deactivated and anonymised instead, so the record stays whole. Their
     * sessions end at once either way.
     */
    async remove(actor: AuthContext, id: number): Promise<DeleteUserResult> {
      assertAdmin(actor);
      const existing = await users.findById(id);
      if (!existing) throw notFound(said('user.notFound', { id: String(id) }));
      if (id === actor.user.id) throw forbidden(said('user.deleteSelf'), 'SELF');
      if (isOwner(existing)) throw forbidden(said('user.deleteOwner'), 'OWNER');
      await publish('user.lockedOut', { userId: id });
      if (await users.hasHistory(id)) {
        await users.anonymise(id);
        await publish('user.changed', { userId: id });
        // The trail says who erased whom and when; it keeps nothing of the person.
        await recordChange(actor, { entity: 'user', entityId: id, action: 'anonymise', before: null, after: null });
        return { outcome: 'anonymised', message: `${existing.name} has bookings or documents on record: the account is deactivated and anonymised.` };
      }
      await users.delete(id);
      await publish('user.changed', { userId: id });
      await recordChange(actor, { entity: 'user', entityId: id, action: 'delete', before: toUser(existing), after: null });
      return { outcome: 'deleted', message: `${existing.name} has been deleted.` };
    },

    validateCsv: async (actor: AuthContext, text: string): Promise<CsvValidation> => {
      assertAdmin(actor);
      return (await planUpload(text)).validation;
    },

    /** Creates and updates the file's users, all or nothing; one bad row and nothing is written (400 with every problem). */
    async bulkUpload(actor: AuthContext, text: string): Promise<BulkUploadResult> {
      assertAdmin(actor);
      const { validation, creates, updates } = await planUpload(text);
      if (!validation.valid) {
        const [first] = validation.errors;
        throw new CsvRefusal(
          `The file has ${validation.errors.length} problem${validation.errors.length === 1 ? '' : 's'}, nothing was written. Line ${first!.line}${first!.column ? `, ${first!.column}` : ''}: ${first!.message}`,
          validation,
        );
      }
      try {
        await users.writeMany(creates, updates, letOthersIn);
      } catch (error) {
        // Another upload (or a sign-in) created one of these e-mails since the file was checked: nothing was written.
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(said('user.csvConflict'), 'CSV_CONFLICT');
        throw error;
      }
      const result = { processed: creates.length + updates.length, created: creates.length, updated: updates.length };
      await recordChange(actor, { entity: 'user', entityId: 'bulk-upload', action: 'bulk-upload', after: result });
      return result;
    },

    /** One user added by hand (User Management's Add user); an e-mail already taken is refused (409). */
    async create(actor: AuthContext, values: AdminUserCreate): Promise<User> {
      assertAdmin(actor);
      if (await users.findByEmail(values.email)) throw conflict(said('user.emailTaken', { email: values.email }));
      let row: UserRow;
      try {
        row = await users.insert({ ...values, userTypes: values.userTypes ?? NEW_USER_TYPES });
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(said('user.emailTaken', { email: values.email }));
        throw error;
      }
      const created = toUser(row);
      await recordChange(actor, { entity: 'user', entityId: row.id, action: 'create', before: null, after: created });
      return created;
    },

    async update(actor: AuthContext, id: number, changes: AdminUserUpdate): Promise<User> {
      assertAdmin(actor);
      const existing = await users.findById(id);
      if (!existing) throw notFound(said('user.notFound', { id: String(id) }));
      if (id === actor.user.id && changes.isActive === false) throw badRequest(said('user.disableSelf'));
      const demoted = changes.userTypes !== undefined && !changes.userTypes.includes('admin') && existing.userTypes.includes('admin');
      if (demoted && id === actor.user.id) throw forbidden(said('user.demoteSelf'), 'SELF');
      if (isOwner(existing) && (demoted || changes.isActive === false)) throw forbidden(said('user.ownerStays'), 'OWNER');
      const email = changes.email?.toLowerCase();
      if (email && email !== existing.email && (await users.findByEmail(email))) {
        throw conflict(said('user.emailTaken', { email }));
      }
      const unverified = !!existing.licenseVerifiedAt && licenceChanged(existing, changes);
      const updated = await users.update(id, { ...changes, ...(email ? { email } : {}), ...(unverified ? { licenseVerifiedAt: null } : {}) });
      if (!updated) throw notFound(said('user.notFound', { id: String(id) }));
      await publish('user.changed', { userId: id });
      if (changes.isActive === false) await publish('user.lockedOut', { userId: id });
      const after = toUser(updated);
      await recordChange(actor, { entity: 'user', entityId: id, action: 'update', before: toUser(existing), after });
      return after;
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
