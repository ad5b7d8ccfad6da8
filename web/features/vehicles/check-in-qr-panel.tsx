import { useQuery } from '@tanstack/react-query';
import { Printer, QrCode } from 'lucide-react';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { vehiclesEndpoints } from '../../../contract/vehicles.endpoints.ts';
import { Button } from '../../components/ui/button.tsx';
import { queryOf } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';

/**
 * Manage Vehicle (Security): the vehicle's check-in QR, to print and keep in the vehicle. Scanning it
 * opens the app's check-in page with the vehicle's code: proof the member is at the vehicle when the
 * setting asks for it (docs/decisions/029).
 */
export function CheckInQrPanel({ vehicleId }: { vehicleId: number }) {
  const { data } = useQuery(queryOf(vehiclesEndpoints.checkInCode, { params: { id: vehicleId } }));
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    if (data) void toDataURL(data.link, { margin: 1, width: 220 }).then(setQr);
  }, [data]);
  return (
    <section className="space-y-2" aria-labelledby="check-in-qr-title">
      <h3 id="check-in-qr-title" className="flex items-center gap-2 font-semibold">
        <QrCode className="size-4" aria-hidden /> {t('checkInQr.title')}
      </h3>
      <p className="text-sm text-slate-600">{t('checkInQr.hint')}</p>
      {qr && data && (
        <div className="flex flex-wrap items-end gap-3">
          <img src={qr} alt={t('checkInQr.alt', { vehicle: data.vehicleNumber })} className="size-44 rounded bg-white" data-testid="check-in-qr" />
          <Button variant="secondary" size="sm" onClick={() => printQr(qr, data.vehicleNumber)}>
            <Printer className="size-4" aria-hidden /> {t('checkInQr.print')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** A page with the QR and the vehicle's number only, printed from a window of its own. */
function printQr(qr: string, vehicleNumber: string) {
  const page = window.open('', '_blank', 'width=480,height=640');
  if (!page) return;
  const doc = page.document;
  doc.title = vehicleNumber;
  const heading = doc.createElement('h1');
  heading.textContent = `${vehicleNumber} · ${t('checkInQr.title')}`;
  const image = doc.createElement('img');
  image.src = qr;
  image.style.width = '8cm';
  doc.body.append(heading, image);
  image.onload = () => page.print();
}
