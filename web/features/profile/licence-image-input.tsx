import { Camera, ImageUp, X } from 'lucide-react';
import { toast } from 'sonner';
import { LICENCE_IMAGE_MAX_BYTES } from '../../../contract/licences.contract.ts';
import { PhoneCapture } from './phone-capture.tsx';
import { readAsDataUrl } from '../../lib/files.ts';

export interface LicenceImage {
  name: string;
  dataUrl: string;
}

/** One side of the licence: from a file or the camera, checked as spec/admin-app.md 5 says. */
export function LicenceImageInput({ side, required, image, onChange }: { side: 'Front' | 'Back'; required: boolean; image: LicenceImage | null; onChange: (image: LicenceImage | null) => void }) {
  const captured = (image: LicenceImage) => {
    onChange(image);
    toast.success('Photo captured', { description: `${side} side photo captured successfully` });
  };
  const take = async (file: File | undefined, fromCamera = false) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error('Invalid file type', { description: 'Please upload an image file (JPG, PNG, etc.)' });
    if (file.size > LICENCE_IMAGE_MAX_BYTES) return void toast.error('File too large', { description: 'Please upload an image smaller than 10MB' });
    const image = { name: file.name, dataUrl: await readAsDataUrl(file) };
    if (fromCamera) captured(image);
    else onChange(image);
  };
  const button = 'inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100';
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-3">
      <p className="mb-2 text-sm font-semibold">
        {side} of the licence {required ? <span className="text-red-700">*</span> : <span className="font-normal text-slate-500">(optional)</span>}
      </p>
      {image ? (
        <div className="relative">
          <img src={image.dataUrl} alt={`${side} of the licence`} className="max-h-48 w-full rounded-md object-contain ring-1 ring-slate-200" />
          <button type="button" aria-label={`Remove the ${side.toLowerCase()} image`} className="absolute top-1 end-1 rounded-full bg-black/60 p-1 text-white" onClick={() => onChange(null)}>
            <X className="size-4" />
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <label className={button}>
            <ImageUp className="size-4" aria-hidden /> Choose file
            <input type="file" accept="image/*" className="sr-only" aria-label={`${side} image file`} onChange={(e) => void take(e.target.files?.[0]).finally(() => (e.target.value = ''))} />
          </label>
          <label className={button}>
            <Camera className="size-4" aria-hidden /> Take photo
            <input type="file" accept="image/*" capture="environment" className="sr-only" aria-label={`${side} image from the camera`} onChange={(e) => void take(e.target.files?.[0], true).finally(() => (e.target.value = ''))} />
          </label>
          <PhoneCapture side={side === 'Front' ? 'front' : 'back'} onPhoto={captured} />
        </div>
      )}
    </div>
  );
}
