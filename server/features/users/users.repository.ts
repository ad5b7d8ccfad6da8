import { and, arrayContains, asc, count, eq, gt, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { formerMemberName } from '../../../contract/constants.ts';
import type { UserListQuery } from '../../../contract/user.contract.ts';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import {
  agreements,
  auditLog,
  bookings,
  calendarFeeds,
  damageReports,
  documents,
  idempotentRequests,
  immobilizerAttempts,
  licenceScans,
  memberCredentials,
  notifications,
  outbox,
  overrideRequests,
  photoCaptures,
  pushSubscriptions,
  sessions,
  users,
} from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

/** Rows a bulk upload inserts per statement (PostgreSQL takes at most 65,535 parameters in one). */
const INSERT_CHUNK = 500;

/** A transparent pixel: an erased member's agreements keep their terms and hash, not the signature. */
const BLANK_SIGNATURE = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Everything of an anonymised user that could identify the person. */
const ANONYMOUS: UserChanges = {
  firstName: null,
  lastName: null,
  userTypes: [],
  isActive: false,
  oidcIssuer: null,
  oidcSubject: null,
  preferredEmail: null,
  pendingPreferredEmail: null,
  preferredEmailTokenHash: null,
  preferredEmailTokenExpiresAt: null,
  phone: null,
  whatsappNumber: null,
  dateOfBirth: null,
  address: null,
  city: null,
  postalCode: null,
  emergencyContactName: null,
  emergencyContactPhone: null,
  licenseNumber: null,
  licenseClass: null,
  licenseCountryOfIssue: null,
  licenseIssueDate: null,
  licenseExpiryDate: null,
  licenseIssuingAuthority: null,
  licenseRestrictions: null,
  licenseEndorsements: null,
  licenseOrganDonor: null,
  licenseVeteran: null,
  licenseFrontScanUrl: null,
  bloodType: null,
  medicalConditions: null,
  allergies: null,
  disabilities: null,
  drivingPenalties: null,
};

export function createUsersRepository(db: Database) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },
    /** Links a sign-in identity to a user not linked yet; undefined when another identity got there first. */
    async linkOidcIdentity(id: number, issuer: string, subject: string): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ oidcIssuer: issuer, oidcSubject: subject, updatedAt: new Date() })
        .where(and(eq(users.id, id), isNull(users.oidcSubject)))
        .returning();
      return row;
    },
    async findByOidcIdentity(issuer: string, subject: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)));
      return row;
    },
    /** The seeded admin dev login signs in as: the first active admin or the organisation owner. */
    async findFirstActiveAdmin(ownerEmail: string | undefined): Promise<UserRow | undefined> {
      const admin = arrayContains(users.userTypes, ['admin']);
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.isActive, true), ownerEmail ? or(admin, eq(users.email, ownerEmail)) : admin))
        .orderBy(asc(users.id))
        .limit(1);
      return row;
    },
    /** Ids of the active admins (by type or as the organisation owner). */
    async activeAdminIds(ownerEmail: string | undefined): Promise<number[]> {
      const admin = arrayContains(users.userTypes, ['admin']);
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isActive, true), ownerEmail ? or(admin, eq(users.email, ownerEmail)) : admin));
      return rows.map((r) => r.id);
    },
    async list(): Promise<UserRow[]> {
      return db.select().from(users).orderBy(asc(users.name));
    },

    /** Users matching the search and filters, by name; a page of them when `page` is given, and how many match. */
    async search({ q, userType, status, page, pageSize }: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
      const like = q ? containsPattern(q) : undefined;
      const where = and(
        like ? or(ilike(users.name, like), ilike(users.email, like), ilike(users.phone, like)) : undefined,
        userType ? arrayContains(users.userTypes, [userType]) : undefined,
        status ? eq(users.isActive, status === 'active') : undefined,
      );
      const query = db.select().from(users).where(where).orderBy(asc(users.name), asc(users.id));
      const size = pageSize ?? 100;
      // Always a page: 20,000 users in one answer were 20 MB.
      const rows = await query.limit(size).offset(((page ?? 1) - 1) * size);
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
      return { rows, total };
    },

    /** Whether anything kept for the record names the user: bookings, agreements, damage reports, immobilizer attempts. */
    async hasHistory(id: number): Promise<boolean> {
      const named = await Promise.all(
        [bookings, agreements, damageReports, immobilizerAttempts].map((table) =>
          db.select({ userId: table.userId }).from(table).where(eq(table.userId, id)).limit(1),
        ),
      );
      return named.some((rows) => rows.length > 0);
    },

    async delete(id: number): Promise<boolean> {
      return (await db.delete(users).where(eq(users.id, id)).returning({ id: users.id })).length > 0;
    },

    /**
     * Keeps the row and the records that name it (bookings, agreements, damage reports, the audit
     * trail), with nothing left that identifies the person: their signature and name on agreements,
     * their uploads and licence scans, what the audit kept of their profile, their messages.
     */
    async anonymise(id: number): Promise<void> {
      const name = formerMemberName(id);
      await transaction(db, async (tx) => {
        await tx
          .update(users)
          .set({ ...ANONYMOUS, email: `former-member-${id}@deleted.invalid`, name, updatedAt: new Date() })
          .where(eq(users.id, id));
        for (const table of [licenceScans, photoCaptures, calendarFeeds, notifications, sessions, pushSubscriptions, idempotentRequests, outbox])
          await tx.delete(table).where(eq(table.userId, id));
        await tx.delete(documents).where(and(eq(documents.userId, id), inArray(documents.type, ['upload', 'license_scan', 'credential_scan'])));
        // Credential numbers identify the person: the credentials go, and what the audit kept of them.
        const credentials = await tx.delete(memberCredentials).where(eq(memberCredentials.userId, id)).returning({ id: memberCredentials.id });
        if (credentials.length)
          await tx
            .update(auditLog)
            .set({ before: null, after: null })
            .where(
              and(
                eq(auditLog.entity, 'credential'),
                inArray(
                  auditLog.entityId,
                  credentials.map((c) => String(c.id)),
                ),
              ),
            );
        await tx.update(agreements).set({ fullName: name, signaturePng: BLANK_SIGNATURE, ipAddress: null }).where(eq(agreements.userId, id));
        await tx.update(overrideRequests).set({ reason: null }).where(eq(overrideRequests.userId, id));
        await tx
          .update(auditLog)
          .set({ before: null, after: null })
          .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(id))));
        await tx.update(auditLog).set({ actorName: name }).where(eq(auditLog.actorId, id));
      });
    },

    /** The users that have these e-mail addresses (lower case). */
    async findByEmails(emails: string[]): Promise<UserRow[]> {
      return emails.length ? db.select().from(users).where(inArray(users.email, emails)) : [];
    },

    /** Creates and updates users in one transaction: all of them or none. */
    /**
     * A bulk upload's writes, a batch per transaction with a turn for other requests between (the
     * embedded database has one connection: one long transaction held every other request, issue
     * 22.22). A batch that fails undoes the batches before it: the upload is all or nothing still.
     */
    async writeMany(creates: NewUser[], updates: { id: number; changes: UserChanges; before: UserChanges }[], between: () => Promise<void>): Promise<void> {
      const created: number[] = [];
      const updated: typeof updates = [];
      try {
        for (let i = 0; i < creates.length; i += INSERT_CHUNK) {
          const rows = await db
            .insert(users)
            .values(creates.slice(i, i + INSERT_CHUNK))
            .returning({ id: users.id });
          created.push(...rows.map((r) => r.id));
          await between();
        }
        for (let i = 0; i < updates.length; i += INSERT_CHUNK) {
          const batch = updates.slice(i, i + INSERT_CHUNK);
          await transaction(db, async (tx) => {
            for (const { id, changes } of batch)
              await tx
                .update(users)
                .set({ ...changes, updatedAt: new Date() })
                .where(eq(users.id, id));
          });
          updated.push(...batch);
          await between();
        }
      } catch (error) {
        await transaction(db, async (tx) => {
          for (let i = 0; i < created.length; i += INSERT_CHUNK) await tx.delete(users).where(inArray(users.id, created.slice(i, i + INSERT_CHUNK)));
          for (const { id, before } of updated) await tx.update(users).set(before).where(eq(users.id, id));
        });
        throw error;
      }
    },
    async insert(values: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    /** Inserts unless a user with this e-mail exists; answers the row either way. */
    async insertIfAbsent(values: NewUser): Promise<UserRow> {
      await db.insert(users).values(values).onConflictDoNothing({ target: users.email });
      const [row] = await db.select().from(users).where(eq(users.email, values.email));
      return row!;
    },
    /**
     * The pending notification address whose link this is becomes the address, once; answers the
     * row and where notices went before (to be told), or undefined for a dead link.
     */
    async confirmPreferredEmail(tokenHash: string, at: Date): Promise<{ row: UserRow; previous: string } | undefined> {
      return transaction(db, async (tx) => {
        const live = and(eq(users.preferredEmailTokenHash, tokenHash), gt(users.preferredEmailTokenExpiresAt, at), isNotNull(users.pendingPreferredEmail));
        const [before] = await tx
          .select({ previous: sql<string>`coalesce(${users.preferredEmail}, ${users.email})` })
          .from(users)
          .where(live)
          .for('update');
        if (!before) return undefined;
        const [row] = await tx
          .update(users)
          .set({
            preferredEmail: sql`${users.pendingPreferredEmail}`,
            pendingPreferredEmail: null,
            preferredEmailTokenHash: null,
            preferredEmailTokenExpiresAt: null,
            updatedAt: at,
          })
          .where(live)
          .returning();
        return row && { row, previous: before.previous };
      });
    },
    async update(id: number, changes: UserChanges): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
