import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useMessagingTest } from './use-messaging.ts';
import { messagingTestsEndpoints as tests } from '../../../contract/messaging.endpoints.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox, Input, Options, Select } from '../../components/ui/form.tsx';
import { TabList } from '../../components/ui/tab-list.tsx';
import { call, problemText } from '../../lib/api.ts';
import { textOf } from '../../lib/i18n/index.ts';
import { bookingRange, localDate } from '../../lib/time.ts';
import { useReservations } from '../bookings/index.ts';

/** Each message a booking's member may be sent again, by what it sends (its body: the channels and these). */
const SENDS = {
  confirmation: (bookingId: number, body: { email: boolean; whatsapp: boolean }) => call(tests.sendConfirmation, { params: { bookingId }, body }),
  reminder: (bookingId: number, body: { email: boolean; whatsapp: boolean; reminderType?: ReminderType }) =>
    call(tests.sendReminder, { params: { bookingId }, body: { ...body, reminderType: body.reminderType ?? '15min' } }),
  agreement: (bookingId: number, body: { email: boolean; whatsapp: boolean }) => call(tests.sendAgreement, { params: { bookingId }, body }),
  ituran: (bookingId: number, body: { email: boolean; whatsapp: boolean; ituranCode?: string }) =>
    call(tests.sendIturan, { params: { bookingId }, body: { ...body, ituranCode: body.ituranCode ?? '' } }),
};
type BookingMessage = keyof typeof SENDS;
type ReminderType = '15min' | '1hour';

/** The chat-message tester: booking select, channels, tabs Test, Confirmation, Reminder, Agreement, Ituran. */
export function MessageTester() {
  const { t } = useTranslation();
  const [date, setDate] = useState(localDate(new Date()));
  const { data } = useReservations({ date });
  const [bookingId, setBookingId] = useState('');
  const [channels, setChannels] = useState({ email: true, whatsapp: true });
  const [phone, setPhone] = useState('');
  const [reminderType, setReminderType] = useState<ReminderType>('15min');
  const [code, setCode] = useState('');
  const send = useMessagingTest();
  const missing = (what: string) => toast.error(t('whatsapp.missing'), { description: textOf(`whatsapp.missing.${what}`) });
  const run = async (sent: () => Promise<{ success: boolean; message: string }>, failed: string) => {
    try {
      const result = await send.mutateAsync(sent);
      toast.success(t('whatsapp.queued'), { description: result.message });
    } catch (error) {
      toast.error(failed, { description: problemText(error, t('whatsapp.checkCredentials')) });
    }
  };
  const test = () => {
    if (!phone.trim()) return missing('phone');
    return run(() => call(tests.whatsappTest, { body: { phoneNumber: phone } }), t('whatsapp.failed.test'));
  };
  const forBooking = (kind: BookingMessage, extra: { reminderType?: ReminderType; ituranCode?: string } = {}) => {
    if (!bookingId) return missing('booking');
    if (kind === 'ituran' && !code.trim()) return missing('code');
    return run(() => SENDS[kind](Number(bookingId), { ...channels, ...extra }), t(`whatsapp.failed.${kind}`));
  };
  const sendButton = (kind: BookingMessage, label: string, extra?: { reminderType?: ReminderType; ituranCode?: string }) => (
    <Button disabled={send.isPending} onClick={() => void forBooking(kind, extra)}>
      {label}
    </Button>
  );
  return (
    <div className="space-y-3 text-sm">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-xs font-semibold">
          {t('whatsapp.bookingsOf')}
          <Input type="date" className="w-44" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
        </label>
        <label className="flex flex-col text-xs font-semibold">
          {t('whatsapp.booking')}
          <Select className="w-80 max-w-full" value={bookingId} onChange={(e) => setBookingId(e.target.value)}>
            <option value="">{t('whatsapp.chooseBooking')}</option>
            <Options
              items={data?.reservations ?? []}
              value={(r) => r.id}
              label={(r) => `${r.vehicle.vehicleNumber} · ${r.user.name} · ${bookingRange(r.startTime, r.endTime)}`}
            />
          </Select>
        </label>
        <Checkbox label={t('whatsapp.channel.email')} checked={channels.email} onChange={(e) => setChannels({ ...channels, email: e.target.checked })} />
        <Checkbox label={t('whatsapp.channel.chat')} checked={channels.whatsapp} onChange={(e) => setChannels({ ...channels, whatsapp: e.target.checked })} />
      </div>
      <Tabs.Root defaultValue="test">
        <TabList spacing="mb-3" tabs={(['test', ...Object.keys(SENDS)] as const).map((kind) => ({ value: kind, label: textOf(`whatsapp.test.${kind}`) }))} />
        <Tabs.Content value="test" className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col text-xs font-semibold">
            {t('whatsapp.phone')}
            <Input dir="ltr" className="w-56" placeholder="050-123-4567" value={phone} onChange={(e) => setPhone(e.target.value)} />
          </label>
          <Button disabled={send.isPending} onClick={() => void test()}>
            {t('whatsapp.sendTest')}
          </Button>
        </Tabs.Content>
        <Tabs.Content value="confirmation">{sendButton('confirmation', t('whatsapp.sendConfirmation'))}</Tabs.Content>
        <Tabs.Content value="reminder" className="flex flex-wrap items-end gap-2">
          <Select
            className="mt-0 w-40"
            aria-label={t('whatsapp.reminderKind')}
            value={reminderType}
            onChange={(e) => setReminderType(e.target.value as ReminderType)}
          >
            <option value="15min">{t('whatsapp.reminder.15min')}</option>
            <option value="1hour">{t('whatsapp.reminder.1hour')}</option>
          </Select>
          {sendButton('reminder', t('whatsapp.sendReminder'), { reminderType })}
        </Tabs.Content>
        <Tabs.Content value="agreement">{sendButton('agreement', t('whatsapp.sendAgreement'))}</Tabs.Content>
        <Tabs.Content value="ituran" className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col text-xs font-semibold">
            {t('whatsapp.ituranCode')}
            <Input dir="ltr" className="w-40" maxLength={12} value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} />
          </label>
          {sendButton('ituran', t('whatsapp.sendIturan'), { ituranCode: code })}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
