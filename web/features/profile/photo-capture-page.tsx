import { Camera, CheckCircle2, ImageUp, Loader2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LICENCE_IMAGE_MAX_BYTES } from '../../../contract/licences.contract.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { problemText } from '../../lib/api.ts';
import { readAsDataUrl } from '../../lib/files.ts';
import { sendPhoto } from './photo-capture-api.ts';

/** /photo-capture on the member's phone (spec/admin-app.md 2.4): take or choose, preview, upload, done. */
export default function PhotoCapturePage() {
  const [params] = useSearchParams();
  const session = params.get('session') ?? '';
  const side = params.get('side') === 'back' ? 'back' : 'front';
  const user = params.get('user') ?? '';
  const [photo, setPhoto] = useState<string | null>(null);
  const [state, setState] = useState<'choosing' | 'uploading' | 'done'>('choosing');
  const [problem, setProblem] = useState<string>();

  const take = async (file: File | undefined) => {
    setProblem(undefined);
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem('Please upload an image file (JPG, PNG, etc.)');
    if (file.size > LICENCE_IMAGE_MAX_BYTES) return setProblem('Please upload an image smaller than 10MB');
    setPhoto(await readAsDataUrl(file));
  };
  const upload = async () => {
    if (!photo) return;
    setState('uploading');
    try {
      await sendPhoto(session, user, photo);
      setState('done');
    } catch (error) {
      setState('choosing');
      setProblem(problemText(error, 'The photo could not be sent. Check your connection and try again.'));
    }
  };

  const button = 'flex cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-3 text-base font-medium';
  return (
    <main className="mx-auto max-w-md p-4">
      <Card>
        <CardHeader>
          <CardTitle>{state === 'done' ? 'Photo Uploaded!' : `Photo of the ${side} of your licence`}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {!session || !user ? (
            <Alert>This link is incomplete. Open it again from the QR code on your computer.</Alert>
          ) : state === 'done' ? (
            <div className="space-y-4 text-center">
              <CheckCircle2 className="mx-auto size-14 text-emerald-600" aria-hidden />
              <p>Your photo is on your computer now. You can close this page.</p>
              <Button className="w-full" onClick={() => window.close()}>Close</Button>
            </div>
          ) : (
            <>
              {problem && <Alert>{problem}</Alert>}
              {photo ? (
                <img src={photo} alt="What you captured" className="w-full rounded-md ring-1 ring-slate-200" />
              ) : (
                <p className="text-sm text-slate-600">Lay the licence flat in good light and fill the frame with it.</p>
              )}
              <div className="grid grid-cols-2 gap-2">
                <label className={button}>
                  <Camera className="size-5" aria-hidden /> Camera
                  <input type="file" accept="image/*" capture="environment" className="sr-only" aria-label="Take a photo" onChange={(e) => void take(e.target.files?.[0])} />
                </label>
                <label className={button}>
                  <ImageUp className="size-5" aria-hidden /> Gallery
                  <input type="file" accept="image/*" className="sr-only" aria-label="Choose from the gallery" onChange={(e) => void take(e.target.files?.[0])} />
                </label>
              </div>
              <Button size="lg" className="w-full" disabled={!photo || state === 'uploading'} onClick={() => void upload()}>
                {state === 'uploading' ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <Upload className="size-5" aria-hidden />}
                {state === 'uploading' ? 'Uploading…' : 'Upload photo'}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
