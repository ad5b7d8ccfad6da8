import { ImagePlus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DAMAGE_PHOTO_MAX_BYTES, DAMAGE_PHOTOS_MAX } from '../../../contract/damage-reports.contract.ts';
import { FileButton } from '../../components/ui/file-button.tsx';

/** A chosen photo: the file itself (sent as it is, multipart) and an object URL for its preview. */
export interface PickedPhoto {
  file: File;
  previewUrl: string;
}

/** Photos from files or the camera, with previews and remove; says at once what it cannot take. */
export function PhotoPicker({
  photos,
  onChange,
  onProblem,
}: {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  onProblem: (message: string) => void;
}) {
  const { t } = useTranslation();
  const add = (picked: File[]) => {
    const refused = picked.find((f) => !f.type.startsWith('image/') || f.size > DAMAGE_PHOTO_MAX_BYTES);
    if (refused) return onProblem(t(refused.type.startsWith('image/') ? 'photos.tooLarge' : 'photos.notImage', { name: refused.name }));
    if (photos.length + picked.length > DAMAGE_PHOTOS_MAX) return onProblem(t('photos.tooMany', { max: DAMAGE_PHOTOS_MAX }));
    onChange([...photos, ...picked.map((file) => ({ file, previewUrl: URL.createObjectURL(file) }))]);
  };
  const remove = (index: number) => {
    URL.revokeObjectURL(photos[index]!.previewUrl);
    onChange(photos.filter((_, j) => j !== index));
  };
  return (
    <div>
      <FileButton accept="image/*" multiple inputLabel={t('photos.input')} className="border-dashed border-slate-400" onFiles={add}>
        <ImagePlus className="size-4" aria-hidden /> {t('photos.add')}
      </FileButton>
      <span className="ms-2 text-xs text-slate-500">{t('photos.limits', { max: DAMAGE_PHOTOS_MAX })}</span>
      {photos.length > 0 && (
        <ul className="mt-2 grid grid-cols-4 gap-2" aria-label={t('photos.previews')}>
          {photos.map((p, i) => (
            <li key={p.previewUrl} className="relative">
              <img src={p.previewUrl} alt={p.file.name} className="h-20 w-full rounded-md object-cover ring-1 ring-slate-200" />
              <button
                type="button"
                aria-label={t('photos.remove', { name: p.file.name })}
                className="absolute top-0 end-0 grid size-11 place-items-center"
                onClick={() => remove(i)}
              >
                <X className="size-5 rounded-full bg-black/60 p-0.5 text-white" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
