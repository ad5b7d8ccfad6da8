import * as Tabs from '@radix-ui/react-tabs';
import { MessageCircle, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox, Input, Select } from '../../components/ui/form.tsx';
import { TAB_LIST, TAB_TRIGGER } from '../../components/ui/tabs.ts';
import { problemText } from '../../lib/api.ts';
import { bookingRange, localDate } from '../../lib/time.ts';
import { useReservations } from '../reservations/index.ts';
import { useMessagingTest, useWhatsappQr, useWhatsappStatus } from './use-messaging.ts';

const BADGE = {
  authorized: ['WhatsApp Ready', 'bg-green-100 text-green-900'],
  notAuthorized: ['Authorization Required', 'bg-amber-100 text-amber-900'],
  unknown: ['Status unknown', 'bg-slate-100 text-slate-800'],
} as const;

/** The chat-message setup page (spec/admin-app.md 2.21): status badge; Setup, Authorization, Testing, Features. */
export function WhatsappSetup() {
  const status = useWhatsappStatus();
  const [badge, tone] = BADGE[status.data?.status ?? 'unknown'];
  const check = async () => {
    const result = await status.refetch();
    if (result.isError) toast.error('Connection Error', { description: 'Failed to check WhatsApp instance status' });
    else if (result.data?.status === 'authorized') toast.success('WhatsApp Ready');
    else toast.warning('Authorization Required');
  };
  return (
    <section className="space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" aria-label="WhatsApp messaging">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <MessageCircle className="size-5 text-brand" aria-hidden /> WhatsApp messaging
          <span className={`rounded px-2 py-0.5 text-xs font-semibold ${tone}`}>{badge}</span>
        </h2>
        <Button size="sm" variant="secondary" onClick={() => void check()}>
          <RefreshCw className="size-4" aria-hidden /> Check status
        </Button>
      </div>
      <Tabs.Root defaultValue="setup">
        <Tabs.List className={`mb-3 ${TAB_LIST}`}>
          {['Setup', 'Authorization', 'Testing', 'Features'].map((t) => <Tabs.Trigger key={t} value={t.toLowerCase()} className={TAB_TRIGGER}>{t}</Tabs.Trigger>)}
        </Tabs.List>
        <Tabs.Content value="setup" className="space-y-2 text-sm">
          <p>WhatsApp messages go through a Green-API instance. Set on the server:</p>
          <ul className="list-disc space-y-1 ps-5">
            <li><code dir="ltr">GREEN_API_URL</code>, e.g. https://api.green-api.com</li>
            <li><code dir="ltr">GREEN_API_INSTANCE_ID</code> and <code dir="ltr">GREEN_API_TOKEN</code> of the instance</li>
          </ul>
          <p className="text-slate-600">Without them every WhatsApp message is recorded in the Delivery log as not sent, never pretended.</p>
        </Tabs.Content>
        <Tabs.Content value="authorization"><Authorization /></Tabs.Content>
        <Tabs.Content value="testing"><MessageTester /></Tabs.Content>
        <Tabs.Content value="features" className="text-sm">
          <ul className="list-disc space-y-1 ps-5">
            <li>Booking confirmations, reminders and approval updates on each member’s chosen channels</li>
            <li>Immobilizer codes, filled in only when the message is sent</li>
            <li>Agreement reminders a day ahead; Shabbat and festival warnings</li>
            <li>Israeli numbers are sent in +972 form; every message is in the Delivery log</li>
          </ul>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

function Authorization() {
  const [shown, setShown] = useState(false);
  const qr = useWhatsappQr(shown);
  return (
    <div className="space-y-2 text-sm">
      <p>Scan the QR code with WhatsApp on the service phone (Linked devices) to authorise the instance.</p>
      <Button size="sm" variant="secondary" onClick={() => (shown ? void qr.refetch() : setShown(true))}>Show QR code</Button>
      {qr.isError && <p className="text-red-700">{problemText(qr.error, 'The QR code could not be fetched.')}</p>}
      {qr.data && (qr.data.image ? <img src={qr.data.image} alt="WhatsApp authorisation QR code" className="size-56" /> : <p>{qr.data.message}</p>)}
    </div>
  );
}

const TESTS = {
  confirmation: { label: 'Confirmation', path: 'send-confirmation', failed: 'Failed to send booking confirmation' },
  reminder: { label: 'Reminder', path: 'send-reminder', failed: 'Failed to send booking reminder' },
  agreement: { label: 'Agreement', path: 'send-agreement', failed: 'Failed to send agreement reminder' },
  ituran: { label: 'Ituran', path: 'send-ituran', failed: 'Failed to send Ituran code' },
} as const;

/** The chat-message tester: booking select, channels, tabs Test, Confirmation, Reminder, Agreement, Ituran. */
function MessageTester() {
  const [date, setDate] = useState(localDate(new Date()));
  const { data } = useReservations({ date });
  const [bookingId, setBookingId] = useState('');
  const [channels, setChannels] = useState({ email: true, whatsapp: true });
  const [phone, setPhone] = useState('');
  const [reminderType, setReminderType] = useState<'15min' | '1hour'>('15min');
  const [code, setCode] = useState('');
  const send = useMessagingTest();
  const run = async (path: string, body: object, failed: string) => {
    try {
      const result = await send.mutateAsync({ path, body });
      toast.success('Message queued', { description: result.message });
    } catch (error) {
      toast.error(failed, { description: problemText(error, 'Check API credentials.') });
    }
  };
  const test = () => {
    if (!phone.trim()) return toast.error('Missing Information', { description: 'Please enter a phone number for testing.' });
    return run('/api/whatsapp/test', { phoneNumber: phone }, 'Test Failed');
  };
  const forBooking = (kind: keyof typeof TESTS, extra: object = {}) => {
    if (!bookingId) return toast.error('Missing Information', { description: 'Please choose a booking.' });
    if (kind === 'ituran' && !code.trim()) return toast.error('Missing Information', { description: 'Please enter an Ituran code.' });
    return run(`/api/whatsapp/${TESTS[kind].path}/${bookingId}`, { ...channels, ...extra }, TESTS[kind].failed);
  };
  return (
    <div className="space-y-3 text-sm">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-xs font-semibold">
          Bookings of
          <Input type="date" className="w-44" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
        </label>
        <label className="flex flex-col text-xs font-semibold">
          Booking
          <Select className="w-80" value={bookingId} onChange={(e) => setBookingId(e.target.value)}>
            <option value="">Choose a booking…</option>
            {(data?.reservations ?? []).map((r) => <option key={r.id} value={r.id}>{r.vehicle.vehicleNumber} · {r.user.name} · {bookingRange(r.startTime, r.endTime)}</option>)}
          </Select>
        </label>
        <Checkbox label="E-mail" checked={channels.email} onChange={(e) => setChannels({ ...channels, email: e.target.checked })} />
        <Checkbox label="Chat message" checked={channels.whatsapp} onChange={(e) => setChannels({ ...channels, whatsapp: e.target.checked })} />
      </div>
      <Tabs.Root defaultValue="test">
        <Tabs.List className={`mb-3 ${TAB_LIST}`}>
          <Tabs.Trigger value="test" className={TAB_TRIGGER}>Test</Tabs.Trigger>
          {Object.entries(TESTS).map(([k, t]) => <Tabs.Trigger key={k} value={k} className={TAB_TRIGGER}>{t.label}</Tabs.Trigger>)}
        </Tabs.List>
        <Tabs.Content value="test" className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col text-xs font-semibold">
            Phone number
            <Input dir="ltr" className="w-56" placeholder="050-123-4567" value={phone} onChange={(e) => setPhone(e.target.value)} />
          </label>
          <Button disabled={send.isPending} onClick={() => void test()}>Send test message</Button>
        </Tabs.Content>
        <Tabs.Content value="confirmation"><Button disabled={send.isPending} onClick={() => void forBooking('confirmation')}>Send confirmation</Button></Tabs.Content>
        <Tabs.Content value="reminder" className="flex flex-wrap items-end gap-2">
          <Select className="mt-0 w-40" aria-label="Reminder" value={reminderType} onChange={(e) => setReminderType(e.target.value as '15min' | '1hour')}>
            <option value="15min">15 minutes before</option>
            <option value="1hour">1 hour before</option>
          </Select>
          <Button disabled={send.isPending} onClick={() => void forBooking('reminder', { reminderType })}>Send reminder</Button>
        </Tabs.Content>
        <Tabs.Content value="agreement"><Button disabled={send.isPending} onClick={() => void forBooking('agreement')}>Send agreement reminder</Button></Tabs.Content>
        <Tabs.Content value="ituran" className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col text-xs font-semibold">
            Ituran code
            <Input dir="ltr" className="w-40" maxLength={12} value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} />
          </label>
          <Button disabled={send.isPending} onClick={() => void forBooking('ituran', { ituranCode: code })}>Send Ituran code</Button>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
