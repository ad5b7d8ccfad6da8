import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../contract/messaging.contract.ts';
import { freeHours, startBookingBench } from './support/booking-bench.ts';
import { createEmailChannel, createPushChannel, createSmsChannel, createWhatsappChannel } from '../server/adapters/channels.adapter.ts';
import { notificationSettings, outbox, users } from '../server/db/schema.ts';
import { createMessagingRepository } from '../server/features/messaging/messaging.repository.ts';
import { createMessagingService } from '../server/features/messaging/messaging.service.ts';
import { startSmtpSink } from '../server/test-support/smtp-sink.ts';
import { createTestDatabase } from '../server/test-support/test-database.ts';

/**
 * docs/decisions/018's figures on PostgreSQL (DATABASE_URL, default the local server):
 *  - 10,000 queued e-mails delivered by the outbox worker to an SMTP server on loopback:
 *    messages per second and the time until the last one (target >= 200/s);
 *  - booking creation throughput with the outbox writing each confirmation e-mail, against the
 *    same with e-mail turned off for every member (target: at least 80%).
 */
const MESSAGES = 10_000;
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

async function delivery(): Promise<void> {
  const smtp = await startSmtpSink();
  const database = await createTestDatabase({ poolSize: 10 });
  try {
    const channels = {
      email: createEmailChannel({ smtpUrl: smtp.url, from: 'MedFleet <bench@medfleet.test>' }),
      sms: createSmsChannel({ apiUrl: 'http://127.0.0.1:9', accountSid: undefined, authToken: undefined, from: undefined }),
      whatsapp: createWhatsappChannel({ apiUrl: undefined, instanceId: undefined, token: undefined }),
      push: createPushChannel(undefined, 'http://localhost', { find: async () => undefined, forget: async () => undefined }),
    };
    const messaging = createMessagingService({
      repository: createMessagingRepository(database.db),
      repositoryOn: createMessagingRepository,
      channels,
      render: async ({ title, message }) => ({ title, message, language: 'en' }),
      attachmentOf: () => undefined,
    });
    const rows = Array.from({ length: MESSAGES }, (_, i) => ({
      channel: 'email' as const,
      kind: 'booking_confirmation' as const,
      recipient: `member${i % 500}@medfleet.test`,
      subject: 'Booking confirmed',
      body: `A3 is yours, booking ${i}.`,
    }));
    for (let i = 0; i < rows.length; i += 2000) await database.db.insert(outbox).values(rows.slice(i, i + 2000));
    const started = performance.now();
    let sent = 0;
    while (sent < MESSAGES) {
      const counts = await messaging.deliverDue();
      sent += counts.sent;
      if (!counts.sent && !counts.retry) break;
    }
    const seconds = (performance.now() - started) / 1000;
    const [left] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(sql`status <> 'sent'`);
    console.log(
      `outbox: ${sent} e-mails delivered in ${seconds.toFixed(1)} s = ${(sent / seconds).toFixed(0)} messages/s, ${smtp.received.length} received by the SMTP server, ${left?.n ?? 0} not sent (target >= 200/s)`,
    );
  } finally {
    await database.close();
    await smtp.stop();
  }
}

async function bookingRate(emailOn: boolean): Promise<number> {
  const bench = await startBookingBench();
  try {
    const fleet = await bench.addVehicles(40);
    const members = await bench.members('outbox', 40);
    const ids = (
      await bench.db
        .select({ id: users.id })
        .from(users)
        .where(sql`email like 'outbox%'`)
    ).map((u) => u.id);
    await bench.db
      .insert(notificationSettings)
      .values(ids.map((userId) => ({ userId, settings: { ...DEFAULT_NOTIFICATION_SETTINGS, emailNotifications: emailOn } })));
    const hours = freeHours(new Date(Date.now() + 7 * 86_400_000), 3000);
    let n = 0;
    const result = await autocannon({
      url: `${bench.base}/api/bookings`,
      connections: 20,
      duration: Number(process.env.BENCH_SECONDS ?? 8),
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const i = n++;
            const start = hours[Math.floor(i / 40)]!.getTime();
            return {
              ...req,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${members[i % 40]}` },
              body: JSON.stringify({ vehicleId: fleet[i % 40], startTime: new Date(start).toISOString(), endTime: new Date(start + 3000_000).toISOString() }),
            };
          },
        },
      ],
    });
    const [queued] = await bench.db.select({ n: sql<number>`count(*)::int` }).from(outbox);
    console.log(
      `bookings with e-mail ${emailOn ? 'on ' : 'off'}: ${result.requests.average.toFixed(0)} bookings/s (p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}), ${queued?.n ?? 0} messages in the outbox`,
    );
    return result.requests.average;
  } finally {
    await bench.stop();
  }
}

await delivery();
const without = await bookingRate(false);
const withOutbox = await bookingRate(true);
console.log(`booking throughput with the outbox: ${((withOutbox / without) * 100).toFixed(0)}% of the figure without it (target >= 80%)`);
