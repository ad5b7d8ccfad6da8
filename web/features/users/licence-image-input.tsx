import { Camera, ImageUp, X } from 'lucide-react';
import { toast } from 'sonner';
import { PhoneCapture } from './phone-capture.tsx';
import { LICENCE_IMAGE_MAX_BYTES } from '../../../contract/licences.contract.ts';
import { FileButton } from '../../components/ui/file-button.tsx';
import { readAsDataUrl } from '../../lib/files.ts';
import { t } from '../../lib/i18n/index.ts';

export interface LicenceImage {
  name: string;
  dataUrl: string;
}

/** One side of the licence: from a file or the camera, checked as docs/spec/admin-app.md 5 says. */
export function LicenceImageInput({
  side,
  required,
  image,
  onChange,
}: {
  side: 'Front' | 'Back';
  required: boolean;
  image: LicenceImage | null;
  onChange: (image: LicenceImage | null) => void;
}) {
  const sideWords = t(`licenceImage.side.${side}`);
  const captured = (image: LicenceImage) => {
    onChange(image);
    toast.success(t('licenceImage.captured'), { description: t('licenceImage.capturedText', { side: sideWords }) });
  };
  const take = async (file: File | undefined, fromCamera = false) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error(t('licenceImage.invalidType'), { description: t('licenceImage.invalidTypeText') });
    if (file.size > LICENCE_IMAGE_MAX_BYTES) return void toast.error(t('licenceImage.tooLarge'), { description: t('licenceImage.tooLargeText') });
    const image = { name: file.name, dataUrl: await readAsDataUrl(file) };
    if (fromCamera) captured(image);
    else onChange(image);
  };
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-3">
      <p className="mb-2 text-sm font-semibold">
        {t('licenceImage.title', { side: sideWords })}{' '}
        {required ? <span className="text-red-700">*</span> : <span className="font-normal text-slate-500">{t('licenceImage.optional')}</span>}
      </p>
      {image ? (
        <div className="relative">
          <img
            src={image.dataUrl}
            alt={t('licenceImage.title', { side: sideWords })}
            className="max-h-48 w-full rounded-md object-contain ring-1 ring-slate-200"
          />
          <button
            type="button"
            aria-label={t('licenceImage.remove', { side: sideWords.toLowerCase() })}
            className="absolute top-0 end-0 grid size-11 place-items-center"
            onClick={() => onChange(null)}
          >
            <X className="size-6 rounded-full bg-black/60 p-1 text-white" />
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <FileButton accept="image/*" inputLabel={t('licenceImage.fileInput', { side: sideWords })} onFiles={([file]) => void take(file)}>
            <ImageUp className="size-4" aria-hidden /> {t('licenceImage.chooseFile')}
          </FileButton>
          <FileButton accept="image/*" camera inputLabel={t('licenceImage.cameraInput', { side: sideWords })} onFiles={([file]) => void take(file, true)}>
            <Camera className="size-4" aria-hidden /> {t('licenceImage.takePhoto')}
          </FileButton>
          <PhoneCapture side={side === 'Front' ? 'front' : 'back'} onPhoto={captured} />
        </div>
      )}
    </div>
  );
}
