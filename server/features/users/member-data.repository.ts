import { and, asc, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  agreements,
  auditLog,
  bookings,
  credentialTypes,
  damageReportPhotos,
  damageReports,
  documents,
  memberCredentials,
  notifications,
  outbox,
  overrideRequests,
  users,
} from '../../db/schema.ts';

/** Everything kept about one member, as an export reads it (GET /api/users/{id}/export). */
/** A notice as its member reads it: not the transaction that wrote it (the live stream's bookkeeping). */
const { writtenIn: _writtenIn, ...noticeColumns } = getTableColumns(notifications);

export function createMemberDataRepository(db: Database) {
  return {
    async everythingOf(userId: number) {
      const [profile] = await db.select().from(users).where(eq(users.id, userId));
      if (!profile) return undefined;
      const reports = await db.select().from(damageReports).where(eq(damageReports.userId, userId)).orderBy(asc(damageReports.id));
      return {
        profile,
        bookings: await db.select().from(bookings).where(eq(bookings.userId, userId)).orderBy(asc(bookings.id)),
        agreements: await db
          .select({
            bookingId: agreements.bookingId,
            fullName: agreements.fullName,
            termsVersion: agreements.termsVersion,
            termsLanguage: agreements.termsLanguage,
            contentHash: agreements.contentHash,
            signedAt: agreements.signedAt,
            ipAddress: agreements.ipAddress,
          })
          .from(agreements)
          .where(eq(agreements.userId, userId))
          .orderBy(asc(agreements.bookingId)),
        documents: await db
          .select({
            id: documents.id,
            type: documents.type,
            bookingId: documents.bookingId,
            fileName: documents.fileName,
            status: documents.status,
            notes: documents.notes,
            details: documents.details,
            uploadedAt: documents.uploadedAt,
            reviewedAt: documents.reviewedAt,
          })
          .from(documents)
          .where(eq(documents.userId, userId))
          .orderBy(asc(documents.id)),
        damageReports: reports,
        damagePhotos: reports.length
          ? await db
              .select()
              .from(damageReportPhotos)
              .where(
                inArray(
                  damageReportPhotos.reportId,
                  reports.map((r) => r.id),
                ),
              )
              .orderBy(asc(damageReportPhotos.id))
          : [],
        overrideRequests: await db.select().from(overrideRequests).where(eq(overrideRequests.userId, userId)).orderBy(asc(overrideRequests.id)),
        credentials: await db
          .select({
            type: credentialTypes.name,
            number: memberCredentials.number,
            issuedOn: memberCredentials.issuedOn,
            expiresOn: memberCredentials.expiresOn,
            verified: memberCredentials.verified,
            updatedAt: memberCredentials.updatedAt,
          })
          .from(memberCredentials)
          .innerJoin(credentialTypes, eq(credentialTypes.id, memberCredentials.typeId))
          .where(eq(memberCredentials.userId, userId))
          .orderBy(asc(memberCredentials.id)),
        notifications: await db.select(noticeColumns).from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id)),
        messages: await db
          .select({
            id: outbox.id,
            channel: outbox.channel,
            kind: outbox.kind,
            recipient: outbox.recipient,
            subject: outbox.subject,
            status: outbox.status,
            sentAt: outbox.sentAt,
            createdAt: outbox.createdAt,
          })
          .from(outbox)
          .where(eq(outbox.userId, userId))
          .orderBy(asc(outbox.id)),
        audit: await db
          .select()
          .from(auditLog)
          .where(or(eq(auditLog.actorId, userId), and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId)))))
          .orderBy(asc(auditLog.id)),
      };
    },
  };
}
export type MemberData = NonNullable<Awaited<ReturnType<ReturnType<typeof createMemberDataRepository>['everythingOf']>>>;
