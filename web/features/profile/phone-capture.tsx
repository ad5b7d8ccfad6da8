import { Smartphone, X } from 'lucide-react';
import { toDataURL } from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import type { PhotoCaptureSession } from '../../../contract/licences.contract.ts';
import { problemText } from '../../lib/api.ts';
import type { LicenceImage } from './licence-image-input.tsx';
import { awaitPhoto, startPhotoSession } from './photo-capture-api.ts';

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
    if (current.current === s.sessionId) setProblem('The phone link expired. Open a new one.');
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
      setProblem(problemText(error, 'Could not reach the server for the phone photo. Please try again.'));
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
          <Smartphone className="size-4" aria-hidden /> Use your phone
        </Button>
        {problem && <p className="w-full text-xs text-red-700">{problem}</p>}
      </>
    );
  }
  return (
    <div data-testid="phone-capture" className="mt-2 flex w-full items-start gap-3 rounded-md bg-slate-50 p-2 ring-1 ring-slate-200">
      {qr && <img src={qr} alt="QR code: scan it with your phone to open the capture page" className="size-28" />}
      <div className="min-w-0 flex-1 space-y-1 text-xs">
        <p className="font-medium">Scan with your phone's camera, or open this link on it:</p>
        <a href={session.url} target="_blank" rel="noopener noreferrer" className="break-all text-sky-800 underline">{session.url}</a>
        <p className="text-slate-500">Waiting for the photo… the link works once, for 10 minutes.</p>
      </div>
      <button type="button" aria-label="Close the phone link" onClick={close} className="rounded p-1 hover:bg-slate-200">
        <X className="size-4" />
      </button>
    </div>
  );
}
