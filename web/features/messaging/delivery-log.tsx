import { Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useDeliveryLog, useRetryMessage } from './use-messaging.ts';
import { MESSAGE_STATUSES, type DeliveryEntry, type DeliveryQuery, type MessageStatus } from '../../../contract/messaging.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ChoiceFilter, Filter } from '../../components/ui/filters.tsx';
import { Input, Options, Select } from '../../components/ui/form.tsx';
import { IconHeading } from '../../components/ui/heading.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { personName, t } from '../../lib/i18n/index.ts';
import { formatNotificationTime } from '../../lib/time.ts';
import { useUsers } from '../users/index.ts';

const statusWord = (status: MessageStatus) => t(`delivery.status.${status}`);
const STATUS_STYLE: Record<MessageStatus, string> = {
  queued: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  not_sent: 'bg-slate-100 text-slate-800',
};

/** The Delivery log (admins, Settings): every outbound message, its attempts and the provider's answer. */
export function DeliveryLog() {
  const [query, setQuery] = useState<DeliveryQuery>({});
  const { data, isPending } = useDeliveryLog(query);
  return (
    <Panel className="space-y-3" aria-label={t('delivery.title')}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <IconHeading icon={Send}>{t('delivery.title')}</IconHeading>
        <div className="flex flex-wrap items-end gap-3">
          <MemberFilter userId={query.userId} onChange={(userId) => setQuery({ ...query, userId })} />
          <Filter label={t('delivery.booking')}>
            <Input
              type="number"
              min={1}
              className="w-32"
              value={query.bookingId ?? ''}
              onChange={(e) => setQuery({ ...query, bookingId: Number(e.target.value) > 0 ? Number(e.target.value) : undefined })}
            />
          </Filter>
          <ChoiceFilter
            label={t('users.status')}
            all={t('delivery.all')}
            values={MESSAGE_STATUSES}
            wordOf={statusWord}
            value={query.status}
            onChange={(status) => setQuery({ ...query, status })}
          />
        </div>
      </div>
      {isPending ? (
        <Skeleton className="h-24" />
      ) : !data?.length ? (
        <EmptyState>{t('delivery.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.map((m) => (
            <MessageRow key={m.id} message={m} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function MemberFilter({ userId, onChange }: { userId: number | undefined; onChange: (userId: number | undefined) => void }) {
  // The first 500 by name: the server's largest page.
  const users = useUsers({ pageSize: 500 }).data?.items;
  return (
    <Filter label={t('delivery.member')}>
      <Select className="w-48" value={userId ?? ''} onChange={(e) => onChange(Number(e.target.value) || undefined)}>
        <option value="">{t('delivery.allMembers')}</option>
        <Options items={users} value={(u) => u.id} label={(u) => personName(u.name)} />
      </Select>
    </Filter>
  );
}

function MessageRow({ message: m }: { message: DeliveryEntry }) {
  const retry = useRetryMessage();
  const again = () =>
    void retry.mutateAsync(m.id).then(
      () => toast.success(t('delivery.queued')),
      (e: unknown) => toast.error(t('delivery.retryFailed'), { description: problemText(e, t('override.tryAgain')) }),
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm" data-testid="delivery-row">
      <div className="min-w-0 wrap-anywhere">
        <p className="font-medium">
          {/* The subject as the message carried it (the server's texts come in the reader's language). */}
          <span translate="no">{m.subject}</span> <span className={`ms-1 rounded px-1.5 py-0.5 text-xs ${STATUS_STYLE[m.status]}`}>{statusWord(m.status)}</span>
        </p>
        <p className="text-xs text-slate-600">
          {m.bookingId ? `${t('delivery.bookingN', { id: m.bookingId })} · ` : ''}
          {t('delivery.channelTo', { channel: t(`delivery.channel.${m.channel}`) })} <span dir="ltr">{m.recipient}</span>
          {m.userName ? ` (${personName(m.userName)})` : ''} · {formatNotificationTime(m.createdAt)} · {t('delivery.attempts', { n: m.attempts })}
        </p>
        {m.providerId && (
          <p className="text-xs text-slate-500">
            {t('delivery.providerId')} <span dir="ltr">{m.providerId}</span>
          </p>
        )}
        {m.lastError && <p className="text-xs text-red-700">{m.lastError}</p>}
      </div>
      {(m.status === 'failed' || m.status === 'not_sent') && (
        <Button size="sm" variant="secondary" disabled={retry.isPending} onClick={again}>
          {t('delivery.again')}
        </Button>
      )}
    </li>
  );
}
