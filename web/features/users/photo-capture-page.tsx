import { Camera, CheckCircle2, ImageUp, Loader2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { sendPhoto } from './photo-capture-api.ts';
import { LICENCE_IMAGE_MAX_BYTES } from '../../../contract/licences.contract.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { FileButton } from '../../components/ui/file-button.tsx';
import { problemText } from '../../lib/api.ts';
import { readAsDataUrl } from '../../lib/files.ts';
import { t } from '../../lib/i18n/index.ts';

/** /photo-capture on the member's phone (docs/spec/admin-app.md 2.4): take or choose, preview, upload, done. */
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
    if (!file.type.startsWith('image/')) return setProblem(t('licenceImage.invalidTypeText'));
    if (file.size > LICENCE_IMAGE_MAX_BYTES) return setProblem(t('licenceImage.tooLargeText'));
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
      setProblem(problemText(error, t('photoCapture.failed')));
    }
  };

  return (
    <main className="mx-auto max-w-md p-4">
      <Card>
        <CardHeader>
          <CardTitle>
            {state === 'done'
              ? t('photoCapture.uploaded')
              : t('photoCapture.title', { side: t(`licenceImage.side.${side === 'back' ? 'Back' : 'Front'}`).toLowerCase() })}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {!session || !user ? (
            <Alert>{t('photoCapture.incomplete')}</Alert>
          ) : state === 'done' ? (
            <div className="space-y-4 text-center">
              <CheckCircle2 className="mx-auto size-14 text-emerald-600" aria-hidden />
              <p>{t('photoCapture.done')}</p>
              <Button className="w-full" onClick={() => window.close()}>
                {t('common.close')}
              </Button>
            </div>
          ) : (
            <>
              {problem && <Alert>{problem}</Alert>}
              {photo ? (
                <img src={photo} alt={t('photoCapture.captured')} className="w-full rounded-md ring-1 ring-slate-200" />
              ) : (
                <p className="text-sm text-slate-600">{t('photoCapture.hint')}</p>
              )}
              <div className="grid grid-cols-2 gap-2">
                <FileButton accept="image/*" camera size="lg" inputLabel={t('photoCapture.take')} onFiles={([file]) => void take(file)}>
                  <Camera className="size-5" aria-hidden /> {t('photoCapture.camera')}
                </FileButton>
                <FileButton accept="image/*" size="lg" inputLabel={t('photoCapture.choose')} onFiles={([file]) => void take(file)}>
                  <ImageUp className="size-5" aria-hidden /> {t('photoCapture.gallery')}
                </FileButton>
              </div>
              <Button size="lg" className="w-full" disabled={!photo || state === 'uploading'} onClick={() => void upload()}>
                {state === 'uploading' ? <Loader2 className="size-5 animate-spin" aria-hidden /> : <Upload className="size-5" aria-hidden />}
                {state === 'uploading' ? t('documents.uploading') : t('photoCapture.upload')}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
