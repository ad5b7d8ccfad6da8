import { and, count, desc, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DeliveryQuery, NotificationSettings } from '../../../contract/messaging.contract.ts';
import { ADVISORY_LOCKS } from '../../db/advisory-locks.ts';
import type { Database } from '../../db/client.ts';
import { notificationSettings, outbox, pushSubscriptions, users } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';

export type OutboxRow = typeof outbox.$inferSelect;
/** The transaction a notice is written on; the outbox writes its messages on it too. */
export type { Tx as Transaction } from '../../db/transaction.ts';
export type NewMessage = typeof outbox.$inferInsert;

export function createMessagingRepository(db: Database) {
  return {
    async settingsOf(userIds: number[]): Promise<Map<number, NotificationSettings>> {
      if (!userIds.length) return new Map();
      const rows = await db.select().from(notificationSettings).where(inArray(notificationSettings.userId, userIds));
      return new Map(rows.map((r) => [r.userId, r.settings]));
    },
    async saveSettings(userId: number, settings: NotificationSettings): Promise<void> {
      await db
        .insert(notificationSettings)
        .values({ userId, settings })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings, updatedAt: new Date() } });
    },
    /**
     * Keeps the subscription for the user. An endpoint another user holds moves only with its own
     * keys (the same browser, signed in as someone else); false when it was kept from them.
     */
    async subscribe(userId: number, s: { endpoint: string; p256dh: string; auth: string }): Promise<boolean> {
      const rows = await db
        .insert(pushSubscriptions)
        .values({ userId, ...s })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: s.p256dh, auth: s.auth },
          setWhere: or(eq(pushSubscriptions.userId, userId), and(eq(pushSubscriptions.p256dh, s.p256dh), eq(pushSubscriptions.auth, s.auth))),
        })
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },
    async subscriptionCount(userId: number, except: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, except)));
      return row?.n ?? 0;
    },
    async unsubscribe(userId: number, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },
    async pushTarget(endpoint: string) {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
      return row && { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } };
    },
    async forgetEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },
    /**
     * What planning a notice's messages needs of each recipient, in one round trip: how they can be
     * reached, their settings (null when never saved), their Web Push devices, and the messages
     * they were sent since `since` on each channel (those kept as not sent do not count).
     */
    async recipientsOf(userIds: number[], since: Date) {
      if (!userIds.length) return [];
      const sentSince = db
        .select({ channel: outbox.channel, n: count().as('n') })
        .from(outbox)
        .where(and(eq(outbox.userId, users.id), gte(outbox.createdAt, since), ne(outbox.status, 'not_sent')))
        .groupBy(outbox.channel)
        .as('sent');
      return db
        .select({
          id: users.id,
          email: users.email,
          preferredEmail: users.preferredEmail,
          phone: users.phone,
          whatsappNumber: users.whatsappNumber,
          isActive: users.isActive,
          settings: notificationSettings.settings,
          pushEndpoints: sql<string[]>`array(select ${pushSubscriptions.endpoint} from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
          sentByChannel: sql<Record<string, number> | null>`(select json_object_agg(${sentSince.channel}, ${sentSince.n}) from ${sentSince})`,
        })
        .from(users)
        .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
        .where(inArray(users.id, userIds));
    },
    /** The messages of a notice, written on the notice's transaction (`tx`) when it has one. */
    /** Queues a member's message unless `cap` of its kind were queued for them since `since`: false then. */
    async enqueueCapped(message: NewMessage & { userId: number }, cap: number, since: Date): Promise<boolean> {
      return transaction(db, async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.memberMessages}, ${message.userId})`);
        const [sent] = await tx
          .select({ n: count() })
          .from(outbox)
          .where(and(eq(outbox.userId, message.userId), eq(outbox.kind, message.kind), gte(outbox.createdAt, since)));
        if ((sent?.n ?? 0) >= cap) return false;
        await tx.insert(outbox).values(message);
        return true;
      });
    },
    /**
     * The outbox as operations see it, by channel: waiting (queued or being sent), since when the
     * oldest due one waits (a message meant for later, an immobilizer code at its booking's start,
     * waits from its time, not from when it was queued), and failed for good.
     */
    async health(): Promise<{ channel: string; waiting: number; oldestDueAt: Date | null; failed: number }[]> {
      const rows = await db
        .select({
          channel: outbox.channel,
          waiting: sql<number>`count(*) filter (where ${outbox.status} in ('queued', 'sending'))`.mapWith(Number),
          oldestDueAt:
            sql<Date | null>`min(${outbox.nextAttemptAt}) filter (where ${outbox.status} in ('queued', 'sending') and ${outbox.nextAttemptAt} <= now())`.mapWith(
              (v: string | Date | null) => (v ? new Date(v) : null),
            ),
          failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')`.mapWith(Number),
        })
        .from(outbox)
        .where(inArray(outbox.status, ['queued', 'sending', 'failed']))
        .groupBy(outbox.channel);
      return rows;
    },
    async enqueue(messages: NewMessage[]): Promise<void> {
      if (messages.length) await db.insert(outbox).values(messages);
    },
    /** The write that queues these messages, unmade (none for none). */
    enqueueing: (messages: NewMessage[]): SQL | undefined => (messages.length ? db.insert(outbox).values(messages).getSQL() : undefined),
    /**
     * Up to `limit` messages due at `at`, claimed for this instance until `until`: queued ones whose
     * time has come, and sending ones whose sender's claim lapsed (it died). SKIP LOCKED: several
     * instances claim different messages at once.
     */
    async claim(at: Date, until: Date, limit: number): Promise<OutboxRow[]> {
      // Fair: at most two of each recipient on each channel a claim, so a recipient with hundreds
      // queued (or a device that never answers) cannot hold up everyone else's messages.
      const fair = sql`select id from (select id, row_number() over (partition by channel, recipient order by id) as place from ${outbox} where (status = 'queued' and next_attempt_at <= ${at}) or (status = 'sending' and locked_until < ${at})) as due where place <= 2 order by id limit ${limit}`;
      const due = sql`select id from ${outbox} where id in (${fair}) for update skip locked`;
      return db
        .update(outbox)
        .set({ status: 'sending', lockedUntil: until, attempts: sql`${outbox.attempts} + 1` })
        .where(sql`${outbox.id} in (${due})`)
        .returning();
    },
    async settle(
      id: number,
      changes: Partial<Pick<OutboxRow, 'status' | 'nextAttemptAt' | 'lastError' | 'providerId' | 'sentAt' | 'lockedUntil'>>,
    ): Promise<void> {
      await db.update(outbox).set(changes).where(eq(outbox.id, id));
    },
    async list(q: DeliveryQuery) {
      const where: SQL | undefined = and(
        q.userId ? eq(outbox.userId, q.userId) : undefined,
        q.bookingId ? eq(outbox.bookingId, q.bookingId) : undefined,
        q.status ? eq(outbox.status, q.status) : undefined,
      );
      return db
        .select({ message: outbox, userName: users.name })
        .from(outbox)
        .leftJoin(users, eq(users.id, outbox.userId))
        .where(where)
        .orderBy(desc(outbox.id))
        .limit(200);
    },
    /** A failed or unsent message queued again now; undefined if it was neither. */
    async requeue(id: number, at: Date): Promise<OutboxRow | undefined> {
      const [row] = await db
        .update(outbox)
        .set({ status: 'queued', nextAttemptAt: at, attempts: 0, lastError: null, lockedUntil: null })
        .where(and(eq(outbox.id, id), or(eq(outbox.status, 'failed'), eq(outbox.status, 'not_sent'))))
        .returning();
      return row;
    },
    async entry(id: number) {
      const [row] = await db
        .select({ message: outbox, userName: users.name })
        .from(outbox)
        .leftJoin(users, eq(users.id, outbox.userId))
        .where(eq(outbox.id, id));
      return row;
    },
  };
}
export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
