import { ImagePlus, X } from 'lucide-react';
import { DAMAGE_PHOTO_MAX_BYTES, DAMAGE_PHOTOS_MAX } from '../../../contract/damage-reports.contract.ts';

/** A chosen photo: the file itself (sent as it is, multipart) and an object URL for its preview. */
export interface PickedPhoto {
  file: File;
  previewUrl: string;
}

/** Photos from files or the camera, with previews and remove; says at once what it cannot take. */
export function PhotoPicker({ photos, onChange, onProblem }: { photos: PickedPhoto[]; onChange: (photos: PickedPhoto[]) => void; onProblem: (message: string) => void }) {
  const add = (files: FileList | null) => {
    const picked = [...(files ?? [])];
    const refused = picked.find((f) => !f.type.startsWith('image/') || f.size > DAMAGE_PHOTO_MAX_BYTES);
    if (refused) return onProblem(refused.type.startsWith('image/') ? `${refused.name} is larger than 10 MB.` : `${refused.name} is not an image.`);
    if (photos.length + picked.length > DAMAGE_PHOTOS_MAX) return onProblem(`At most ${DAMAGE_PHOTOS_MAX} photos per report.`);
    onChange([...photos, ...picked.map((file) => ({ file, previewUrl: URL.createObjectURL(file) }))]);
  };
  const remove = (index: number) => {
    URL.revokeObjectURL(photos[index]!.previewUrl);
    onChange(photos.filter((_, j) => j !== index));
  };
  return (
    <div>
      <label className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-dashed border-slate-400 px-3 py-2 text-sm font-medium hover:bg-slate-50">
        <ImagePlus className="size-4" aria-hidden /> Add photos
        <input type="file" accept="image/*" multiple className="sr-only" aria-label="Photos" onChange={(e) => {
            add(e.target.files);
            e.target.value = '';
          }} />
      </label>
      <span className="ms-2 text-xs text-slate-500">Up to {DAMAGE_PHOTOS_MAX} photos, 10 MB each.</span>
      {photos.length > 0 && (
        <ul className="mt-2 grid grid-cols-4 gap-2" aria-label="Photo previews">
          {photos.map((p, i) => (
            <li key={p.previewUrl} className="relative">
              <img src={p.previewUrl} alt={p.file.name} className="h-20 w-full rounded-md object-cover ring-1 ring-slate-200" />
              <button type="button" aria-label={`Remove ${p.file.name}`} className="absolute top-1 end-1 rounded-full bg-black/60 p-0.5 text-white" onClick={() => remove(i)}>
                <X className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
