import { ArrowLeftRight, CalendarClock, FileSignature, Files } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AgreementPdfButton } from './agreement-pdf-button.tsx';
import { CancelBookingButton, canReschedule, useBookingDialogs, hasBegun } from './booking-details-dialog.tsx';
import { CancelSeriesButton } from './cancel-series-button.tsx';
import { HandoverDialog } from './handover-dialog.tsx';
import { ReturnVehicleButton } from './return-vehicle-button.tsx';
import { SignAgreementDialog } from './sign-agreement-dialog.tsx';
import { useMyBookings } from './use-bookings.ts';
import type { Booking } from '../../../contract/bookings.contract.ts';
import { BLOCKING_STATUSES } from '../../../contract/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { bookingRange } from '../../lib/time.ts';
import { BookingDocumentsDialog, type DocumentsTarget } from '../documents/index.ts';

const PAGE_SIZE = 10;
/** A booking that still holds its vehicle may have its agreement signed. */
const SIGNABLE = new Set<string>(BLOCKING_STATUSES);

/** All my bookings, newest first, with their agreement (My Reservations tab). */
export function MyReservationsTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [signing, setSigning] = useState<Booking | null>(null);
  const [documents, setDocuments] = useState<DocumentsTarget | null>(null);
  const [handingOver, setHandingOver] = useState<Booking | null>(null);
  const { showDetails, reschedule, dialogs } = useBookingDialogs();
  const { data, isPending } = useMyBookings(page, PAGE_SIZE);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t('reservations.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-40" />
        ) : !data?.items.length ? (
          <EmptyState>{t('reservations.empty')}</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.items.map((b) => (
              <li key={b.id} data-testid="reservation" className="flex flex-wrap items-center gap-3 py-3">
                <span className="w-14 font-bold" dir="ltr">
                  {b.vehicleNumber}
                </span>
                <span className="flex-1 text-sm">{bookingRange(b.startTime, b.endTime)}</span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold capitalize">{t(`status.${b.status}`)}</span>
                <Button size="sm" variant="secondary" onClick={() => showDetails(b)}>
                  {t('reservations.details')}
                </Button>
                {canReschedule(b) && (
                  <Button size="sm" variant="secondary" onClick={() => reschedule(b)}>
                    <CalendarClock className="size-4" aria-hidden /> {t('details.reschedule')}
                  </Button>
                )}
                {b.agreementSigned ? (
                  <AgreementPdfButton bookingId={b.id} />
                ) : (
                  SIGNABLE.has(b.status) && (
                    <Button size="sm" onClick={() => setSigning(b)}>
                      <FileSignature className="size-4" aria-hidden /> {t('agreement.sign')}
                    </Button>
                  )
                )}
                <ReturnVehicleButton booking={b} />
                <Button size="sm" variant="secondary" onClick={() => setDocuments({ bookingId: b.id, vehicleNumber: b.vehicleNumber })}>
                  <Files className="size-4" aria-hidden /> {t('reservations.documents')}
                </Button>
                {canReschedule(b) && !hasBegun(b) && (
                  <Button size="sm" variant="secondary" onClick={() => setHandingOver(b)}>
                    <ArrowLeftRight className="size-4" aria-hidden /> {t('handover.button')}
                  </Button>
                )}
                <CancelBookingButton booking={b} />
                <CancelSeriesButton booking={b} />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <div className="mt-3 flex items-center justify-end gap-2 text-sm">
            <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('pager.previous')}
            </Button>
            <span>{t('pager.page', { page, pages })}</span>
            <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('pager.next')}
            </Button>
          </div>
        )}
      </CardContent>
      <SignAgreementDialog key={signing?.id} booking={signing} onClose={() => setSigning(null)} />
      <BookingDocumentsDialog target={documents} onClose={() => setDocuments(null)} />
      {handingOver && <HandoverDialog booking={handingOver} onClose={() => setHandingOver(null)} />}
      {dialogs}
    </Card>
  );
}
