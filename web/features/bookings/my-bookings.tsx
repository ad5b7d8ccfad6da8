import { CalendarPlus, Car, CheckCircle2, Download, Hourglass, KeyRound, TriangleAlert } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AgreementPdfButton } from './agreement-pdf-button.tsx';
import { CancelBookingButton, useBookingDialogs } from './booking-details-dialog.tsx';
import { CheckInButton } from './check-in-button.tsx';
import { ReturnVehicleButton } from './return-vehicle-button.tsx';
import { SignAgreementDialog } from './sign-agreement-dialog.tsx';
import { fetchCalendarUrls, useActiveBookings } from './use-bookings.ts';
import { VehicleWithdrawn } from './vehicle-withdrawn.tsx';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { calendarExportEndpoints } from '../../../contract/calendar-export.endpoints.ts';
import { IMMOBILIZER_CODE_LEAD_MINUTES } from '../../../contract/immobilizer.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useVehicles } from '../../entities/vehicles.ts';
import { downloadFile, urlOf } from '../../lib/api.ts';
import { isolated } from '../../lib/i18n/index.ts';
import { bookingRange } from '../../lib/time.ts';
import { useSignedInUser } from '../auth/index.ts';
import { CrewLine } from '../crew/index.ts';
import { ImmobilizerCodeDialog, type ImmobilizerTarget } from '../immobilizer/index.ts';
import { useSendPendingChecks, VehicleCheckLine } from '../vehicle-checks/index.ts';

/** Unlock Vehicle shows on a held booking of a vehicle with an immobilizer, from when its code works. */
const canUnlock = (b: Booking, immobilized: Set<number>) =>
  (b.status === 'confirmed' || b.status === 'active') &&
  immobilized.has(b.vehicleId) &&
  new Date(b.startTime).getTime() - IMMOBILIZER_CODE_LEAD_MINUTES * 60_000 <= Date.now();

/** Status icons of docs/spec/member-app.md 4: confirmed green check, active car, pending hourglass. */
function StatusIcon({ status }: { status: Booking['status'] }) {
  const { t } = useTranslation();
  const label = t(`status.${status}`);
  if (status === 'confirmed') return <CheckCircle2 className="size-4 text-emerald-600" role="img" aria-label={label} />;
  if (status === 'active') return <Car className="size-4 text-sky-700" role="img" aria-label={label} />;
  return <Hourglass className={status === 'pending' ? 'size-4 text-amber-600' : 'size-4 text-slate-400'} role="img" aria-label={label} />;
}

/** What a booking's Report Issue opens: the damage report of its vehicle (the app passes the damage-reports feature's dialog in). */
export type ReportIssueDialog = ComponentType<{ target: { vehicleId: number; bookingId: number } | null; onClose: () => void }>;

export function MyBookings({
  selectedId,
  onSelect,
  ReportIssue,
}: {
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  ReportIssue: ReportIssueDialog;
}) {
  const { t } = useTranslation();
  const { data, isPending } = useActiveBookings();
  // A booking here may be another member's whose crew I joined: its seat is mine to leave, not the booking to cancel.
  const me = useSignedInUser().data?.id;
  const { showDetails, dialogs } = useBookingDialogs();
  const [reporting, setReporting] = useState<{ vehicleId: number; bookingId: number } | null>(null);
  const [unlocking, setUnlocking] = useState<ImmobilizerTarget | null>(null);
  const [signing, setSigning] = useState<Booking | null>(null);
  const { data: vehicles } = useVehicles();
  const immobilized = new Set((vehicles ?? []).filter((v) => v.immobilizerEnabled).map((v) => v.id));
  useSendPendingChecks();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('myBookings.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24" />
        ) : !data?.length ? (
          <div className="py-6 text-center">
            <p className="font-medium">{t('myBookings.empty')}</p>
            <p className="text-sm text-slate-500">{t('myBookings.emptyHint')}</p>
          </div>
        ) : (
          <ul className="max-h-96 space-y-2 overflow-y-auto" aria-label={t('myBookings.list')}>
            {data.map((b) => (
              <li key={b.id} data-testid="my-booking" className={`rounded-lg border p-3 ${selectedId === b.id ? 'border-slate-900' : 'border-slate-200'}`}>
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-bold">{b.vehicleNumber}</span>
                  <StatusIcon status={b.status} />
                  <span className="text-sm text-slate-700">{bookingRange(b.startTime, b.endTime)}</span>
                </div>
                {b.notes && <p className="mt-1 text-sm text-slate-600">{b.notes}</p>}
                <VehicleWithdrawn booking={b} />
                <VehicleCheckLine booking={b} />
                <CrewLine bookingId={b.id} viewerId={me} onSign={() => setSigning(b)} />
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <CheckInButton booking={b} />
                  {canUnlock(b, immobilized) && (
                    <Button size="sm" onClick={() => setUnlocking({ vehicleId: b.vehicleId, vehicleNumber: b.vehicleNumber })}>
                      <KeyRound className="size-4" aria-hidden /> {t('myBookings.unlock')}
                    </Button>
                  )}
                  <Button size="sm" variant="secondary" onClick={() => showDetails(b)}>
                    {t('myBookings.details')}
                  </Button>
                  {b.agreementSigned && <AgreementPdfButton bookingId={b.id} />}
                  <Button size="sm" variant="secondary" onClick={() => setReporting({ vehicleId: b.vehicleId, bookingId: b.id })}>
                    <TriangleAlert className="size-4" aria-hidden /> {t('myBookings.reportIssue')}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => onSelect(b.id)}>
                    <CalendarPlus className="size-4" aria-hidden /> {t('myBookings.calendar')}
                  </Button>
                  <ReturnVehicleButton booking={b} />
                  {b.userId === me && <CancelBookingButton booking={b} />}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {dialogs}
      <ReportIssue target={reporting} onClose={() => setReporting(null)} />
      <ImmobilizerCodeDialog target={unlocking} onClose={() => setUnlocking(null)} />
      <SignAgreementDialog booking={signing} onClose={() => setSigning(null)} />
    </Card>
  );
}

/** Google, Outlook and Download for one booking; reminders 15 minutes and 1 hour before. */
export function AddToCalendar({ booking }: { booking: Booking | undefined }) {
  const { t } = useTranslation();
  const openCalendar = async (which: 'google' | 'outlook') => {
    if (!booking) return;
    try {
      const urls = await fetchCalendarUrls(booking.id);
      window.open(urls[which], '_blank', 'noopener');
      toast.success(t('calendar.opened'), { description: t('calendar.openedText', { which }) });
    } catch {
      toast.error(t('calendar.urlsFailed'));
    }
  };
  const download = async () => {
    if (!booking) return;
    try {
      await downloadFile(urlOf(calendarExportEndpoints.ics, { params: { bookingId: booking.id } }), `${booking.vehicleNumber}-booking-${booking.id}.ics`);
      toast.success(t('calendar.downloaded'), { description: t('calendar.downloadedText') });
    } catch {
      toast.error(t('calendar.downloadFailed'), { description: t('calendar.downloadFailedText') });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('calendar.title')}</CardTitle>
        <p className="text-sm text-slate-600">
          {booking ? `${isolated(booking.vehicleNumber)}, ${bookingRange(booking.startTime, booking.endTime)}` : t('calendar.choose')}
        </p>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={!booking} onClick={() => void openCalendar('google')}>
            {t('calendar.google')}
          </Button>
          <Button size="sm" variant="secondary" disabled={!booking} onClick={() => void openCalendar('outlook')}>
            {t('calendar.outlook')}
          </Button>
          <Button size="sm" variant="secondary" disabled={!booking} onClick={() => void download()}>
            <Download className="size-4" aria-hidden /> {t('calendar.download')}
          </Button>
        </div>
        <p className="text-xs text-slate-500">{t('calendar.reminders')}</p>
      </CardContent>
    </Card>
  );
}
