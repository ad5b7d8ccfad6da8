import { ImagePlus, Megaphone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAnnouncement, useSaveAnnouncement } from './use-announcement.ts';
import {
  ANNOUNCEMENT_IMAGE_MAX_BYTES,
  ANNOUNCEMENT_TEXT_MAX,
  announcementUpdate,
  type Announcement,
  type AnnouncementUpdate,
} from '../../../contract/announcement.contract.ts';
import { LANGUAGES, type Language } from '../../../contract/constants.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, IconCardTitle } from '../../components/ui/card.tsx';
import { FileButton } from '../../components/ui/file-button.tsx';
import { Checkbox, Field, Form, FormProblem, Input, Textarea } from '../../components/ui/form.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { problemText } from '../../lib/api.ts';
import { readAsDataUrl } from '../../lib/files.ts';
import { contractResolver, showServerErrors } from '../../lib/forms.ts';

type Texts = Record<Language, { text: string; linkUrl: string }>;
interface Values extends Texts {
  enabled: boolean;
}
/** Each language's image: kept (undefined), a new one (data URL) or removed (null). */
type Images = Partial<Record<Language, string | null>>;

const valuesOf = (a: Announcement): Values => ({
  enabled: a.enabled,
  ...(Object.fromEntries(LANGUAGES.map((l) => [l, { text: a.content[l].text, linkUrl: a.content[l].linkUrl ?? '' }])) as Texts),
});

/** Settings' card for the promotional banner (docs/decisions/022): on or off, and text, link and image in each language. */
export function AnnouncementSettings() {
  const { t } = useTranslation();
  const { data, isPending } = useAnnouncement();
  return (
    <Card data-testid="announcement-settings">
      <CardHeader>
        <IconCardTitle icon={Megaphone}>{t('announcement.title')}</IconCardTitle>
        <p className="text-sm text-slate-600">{t('announcement.explain')}</p>
      </CardHeader>
      <CardContent>{isPending || !data ? <Skeleton className="h-48" /> : <AnnouncementForm key={data.updatedAt ?? 'none'} saved={data} />}</CardContent>
    </Card>
  );
}

function AnnouncementForm({ saved }: { saved: Announcement }) {
  const { t } = useTranslation();
  const save = useSaveAnnouncement();
  const [images, setImages] = useState<Images>({});
  const form = useForm<Values, unknown, AnnouncementUpdate>({
    resolver: contractResolver(announcementUpdate, (v: Values) => ({
      ...v,
      ...Object.fromEntries(LANGUAGES.map((l) => [l, { ...v[l], ...(images[l] !== undefined ? { image: images[l] } : {}) }])),
    })),
    defaultValues: valuesOf(saved),
  });
  const submit = async (next: AnnouncementUpdate) => {
    try {
      await save.mutateAsync(next);
      setImages({});
      toast.success(t('announcement.saved'));
    } catch (error) {
      if (!showServerErrors(form, error)) form.setError('root', { message: problemText(error, t('announcement.failed')) });
    }
  };
  const choose = async (language: Language, file: File | undefined) => {
    if (!file) return;
    if (file.size > ANNOUNCEMENT_IMAGE_MAX_BYTES) return toast.error(t('announcement.imageTooLarge'));
    try {
      const url = await readAsDataUrl(file);
      setImages((was) => ({ ...was, [language]: url }));
    } catch {
      toast.error(t('announcement.imageUnreadable'));
    }
  };
  const preview = (l: Language) => (images[l] === undefined ? saved.content[l].imageUrl : images[l]);
  return (
    <Form form={form} onSubmit={submit} className="space-y-4" label={t('announcement.title')}>
      <FormProblem />
      <Checkbox label={t('announcement.enabled')} {...form.register('enabled')} />
      <div className="grid gap-4 md:grid-cols-2">
        {LANGUAGES.map((l) => (
          <fieldset key={l} className="space-y-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold">{t(`language.${l}`)}</legend>
            <Field name={`${l}.text`} label={t('announcement.text', { max: ANNOUNCEMENT_TEXT_MAX })}>
              <Textarea rows={2} lang={l} dir={l === 'he' ? 'rtl' : 'ltr'} maxLength={ANNOUNCEMENT_TEXT_MAX} {...form.register(`${l}.text`)} />
            </Field>
            <Field name={`${l}.linkUrl`} label={t('announcement.link')}>
              <Input type="url" dir="ltr" placeholder={t('announcement.linkPlaceholder')} {...form.register(`${l}.linkUrl`)} />
            </Field>
            <div className="space-y-2 text-sm">
              {preview(l) ? (
                <img src={preview(l)!} alt={t('announcement.imageOf', { language: t(`language.${l}`) })} className="max-h-28 rounded border border-slate-200" />
              ) : (
                <p className="text-slate-500">{t('announcement.noImage')}</p>
              )}
              <div className="flex flex-wrap gap-2">
                <FileButton accept="image/jpeg,image/png,image/webp,image/gif" onFiles={([file]) => void choose(l, file)}>
                  <ImagePlus className="size-4" aria-hidden /> {t('announcement.chooseImage')}
                </FileButton>
                {preview(l) && (
                  <Button size="sm" variant="secondary" onClick={() => setImages((was) => ({ ...was, [l]: null }))}>
                    <Trash2 className="size-4" aria-hidden /> {t('announcement.removeImage')}
                  </Button>
                )}
              </div>
            </div>
          </fieldset>
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('reschedule.saving') : t('settings.save')}
        </Button>
      </div>
    </Form>
  );
}
