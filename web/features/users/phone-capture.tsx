import { Smartphone, X } from 'lucide-react';
import { toDataURL } from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import type { LicenceImage } from './licence-image-input.tsx';
import { awaitPhoto, startPhotoSession } from './photo-capture-api.ts';
import type { PhotoCaptureSession } from '../../../contract/licences.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { problemText } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';

/**
 * "Use your phone": a QR code and link to /photo-capture for one side; the photo appears here as
 * soon as the phone sends it (each request is held by the server until then, up to 25 s).
 */
export function PhoneCapture({ side, onPhoto }: { side: 'front' | 'back'; onPhoto: (image: LicenceImage) => void }) {
  const [session, setSession] = useState<PhotoCaptureSession | null>(null);
  const [qr, setQr] = useState<string>();
  const [problem, setProblem] = useState<string>();
  // The session being waited for; a closed or replaced one stops its loop.
  const current = useRef<string | null>(null);
  useEffect(() => () => void (current.current = null), []);

  const waitForPhoto = async (s: PhotoCaptureSession) => {
    while (current.current === s.sessionId && Date.now() < Date.parse(s.expiresAt)) {
      const photo = await awaitPhoto(s.sessionId);
      if (photo && current.current === s.sessionId) {
        onPhoto({ name: `${side} from phone`, dataUrl: photo.image });
        current.current = null;
        setSession(null);
        return;
      }
    }
    if (current.current === s.sessionId) setProblem(t('phoneCapture.expired'));
  };

  const open = async () => {
    setProblem(undefined);
    try {
      const s = await startPhotoSession(side);
      setQr(await toDataURL(s.url, { margin: 1, width: 220 }));
      current.current = s.sessionId;
      setSession(s);
      await waitForPhoto(s);
    } catch (error) {
      setProblem(problemText(error, t('phoneCapture.unreachable')));
      setSession(null);
    }
  };
  const close = () => {
    current.current = null;
    setSession(null);
  };

  if (!session) {
    return (
      <>
        <Button size="sm" variant="secondary" onClick={() => void open()}>
          <Smartphone className="size-4" aria-hidden /> {t('phoneCapture.use')}
        </Button>
        {problem && <p className="w-full text-xs text-red-700">{problem}</p>}
      </>
    );
  }
  return (
    <div data-testid="phone-capture" className="mt-2 flex w-full items-start gap-3 rounded-md bg-slate-50 p-2 ring-1 ring-slate-200">
      {qr && <img src={qr} alt={t('phoneCapture.qr')} className="size-28" />}
      <div className="min-w-0 flex-1 space-y-1 text-xs">
        <p className="font-medium">{t('phoneCapture.scan')}</p>
        <a href={session.url} target="_blank" rel="noopener noreferrer" dir="ltr" className="break-all text-sky-800 underline">
          {session.url}
        </a>
        <p className="text-slate-500">{t('phoneCapture.waiting')}</p>
      </div>
      <button type="button" aria-label={t('phoneCapture.close')} onClick={close} className="grid size-11 place-items-center rounded hover:bg-slate-200">
        <X className="size-4" />
      </button>
    </div>
  );
}
