import type { AnnouncementRepository, AnnouncementRow, AnnouncementWrite } from './announcement.repository.ts';
import { type Announcement, type AnnouncementUpdate, ANNOUNCEMENT_IMAGE_MAX_BYTES } from '../../../contract/announcement.contract.ts';
import { LANGUAGES, type Language } from '../../../contract/constants.ts';
import type { RecordChange } from '../../audit-port.ts';
import { assertAdmin, type AuthContext } from '../../auth-context.ts';
import { notFound, said } from '../../http-errors.ts';
import { IMAGE_KINDS, readBase64Image } from '../../images.ts';

/**
 * The promotional banner above the vehicle cards (docs/spec/member-app.md 1, docs/decisions/022): an admin
 * sets its text, link and image in each language and switches it on; off until then (the demo).
 */
export function createAnnouncementService(repository: AnnouncementRepository, recordChange: RecordChange, now = () => new Date()) {
  const imageUrl = (row: AnnouncementRow) => (row.hasImage ? `/api/announcement/image/${row.language}?v=${row.updatedAt.getTime()}` : null);

  async function current(): Promise<Announcement> {
    const rows = new Map((await repository.all()).map((r) => [r.language, r]));
    const content = Object.fromEntries(
      LANGUAGES.map((language) => {
        const row = rows.get(language);
        return [language, { text: row?.text ?? '', linkUrl: row?.linkUrl ?? null, imageUrl: row ? imageUrl(row) : null }];
      }),
    ) as Announcement['content'];
    const updated = [...rows.values()].map((r) => r.updatedAt.getTime());
    return { enabled: [...rows.values()].some((r) => r.enabled), updatedAt: updated.length ? new Date(Math.max(...updated)).toISOString() : null, content };
  }

  async function imageOf(image: string | null | undefined): Promise<AnnouncementWrite['image']> {
    if (image === undefined || image === null) return image;
    return readBase64Image(image, IMAGE_KINDS.banner, { upload: 'banner', maxBytes: ANNOUNCEMENT_IMAGE_MAX_BYTES });
  }

  return {
    current,
    async image(language: Language) {
      const found = await repository.image(language);
      if (!found) throw notFound(said('announcement.noImage'));
      return found;
    },
    async update(admin: AuthContext, next: AnnouncementUpdate): Promise<Announcement> {
      assertAdmin(admin);
      const before = await current();
      // Images are read (and refused) before anything is written.
      const languages: AnnouncementWrite[] = [];
      for (const language of LANGUAGES) {
        const { text, linkUrl, image } = next[language];
        languages.push({ language, text, linkUrl, image: await imageOf(image) });
      }
      await repository.write(next.enabled, languages, now());
      const after = await current();
      await recordChange(admin, { entity: 'settings', entityId: 'announcement', action: 'update', before, after });
      return after;
    },
  };
}
export type AnnouncementService = ReturnType<typeof createAnnouncementService>;
