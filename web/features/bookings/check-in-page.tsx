import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { canCheckIn } from './check-in-button.tsx';
import { useActiveBookings, useCheckIn } from './use-bookings.ts';
import { FullPageMessage } from '../../components/ui/full-page-message.tsx';
import { problemText } from '../../lib/api.ts';
import { isolated } from '../../lib/i18n/index.ts';
import { formatNotificationTime } from '../../lib/time.ts';

/**
 * Where the vehicle's check-in QR lands (docs/decisions/029): the member's booking of this vehicle
 * that is open for check-in is checked in with the vehicle's code, once.
 */
export default function CheckInPage() {
  const { t } = useTranslation();
  const vehicleId = Number(useParams().vehicleId);
  const [code] = useState(() => new URLSearchParams(window.location.search).get('code') ?? '');
  const { data: bookings, isError } = useActiveBookings();
  const checkIn = useCheckIn();
  const started = useRef(false);
  const mine = bookings?.filter((b) => b.vehicleId === vehicleId) ?? [];
  const done = mine.find((b) => b.checkedInAt);
  const open = mine.find((b) => canCheckIn(b));

  useEffect(() => {
    if (started.current || !open) return;
    started.current = true;
    checkIn.mutate({ id: open.id, vehicleCode: code });
  }, [checkIn, open, code]);

  const home = (
    <Link to="/dashboard" className="inline-flex min-h-11 items-center rounded-md bg-brand px-4 font-medium text-white">
      {t('checkInPage.toApp')}
    </Link>
  );
  const checked = checkIn.data ?? (checkIn.isIdle ? done : undefined);
  if (checked?.checkedInAt) {
    return (
      <FullPageMessage title={t('checkInPage.done', { vehicle: isolated(checked.vehicleNumber) })}>
        <p className="text-slate-600">{t('checkIn.done', { time: formatNotificationTime(checked.checkedInAt) })}</p>
        {home}
      </FullPageMessage>
    );
  }
  if (checkIn.isError || isError || (bookings && !open)) {
    const why = checkIn.isError ? problemText(checkIn.error, t('checkIn.failedText')) : isError ? t('checkIn.failedText') : t('checkInPage.none');
    return (
      <FullPageMessage title={t('checkIn.failed')}>
        <p className="max-w-md text-slate-600">{why}</p>
        {home}
      </FullPageMessage>
    );
  }
  return <FullPageMessage title={t('checkIn.sending')} busy />;
}
