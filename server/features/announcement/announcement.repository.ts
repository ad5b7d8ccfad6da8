import { eq } from 'drizzle-orm';
import type { Language } from '../../../contract/constants.ts';
import type { Database } from '../../db/client.ts';
import { announcements } from '../../db/schema.ts';
import { transaction } from '../../db/transaction.ts';

export type AnnouncementRow = Omit<typeof announcements.$inferSelect, 'image'> & { hasImage: boolean };
export type AnnouncementWrite = { language: Language; text: string; linkUrl: string | null; image?: { data: Buffer; contentType: string } | null };

export function createAnnouncementRepository(db: Database) {
  return {
    /** Each language's row, without the image bytes. */
    async all(): Promise<AnnouncementRow[]> {
      const rows = await db
        .select({
          language: announcements.language,
          enabled: announcements.enabled,
          text: announcements.text,
          linkUrl: announcements.linkUrl,
          imageType: announcements.imageType,
          updatedAt: announcements.updatedAt,
        })
        .from(announcements);
      return rows.map((r) => ({ ...r, hasImage: r.imageType !== null }));
    },
    async image(language: Language): Promise<{ data: Buffer; contentType: string } | undefined> {
      const [row] = await db
        .select({ data: announcements.image, contentType: announcements.imageType })
        .from(announcements)
        .where(eq(announcements.language, language));
      return row?.data && row.contentType ? { data: row.data, contentType: row.contentType } : undefined;
    },
    /** Every language written together, with the one switch; an image left undefined stays as it is. */
    async write(enabled: boolean, languages: AnnouncementWrite[], at: Date): Promise<void> {
      await transaction(db, async (tx) => {
        for (const { language, text, linkUrl, image } of languages) {
          const imageColumns = image === undefined ? {} : { image: image?.data ?? null, imageType: image?.contentType ?? null };
          const values = { enabled, text, linkUrl, ...imageColumns, updatedAt: at };
          await tx
            .insert(announcements)
            .values({ language, ...values })
            .onConflictDoUpdate({ target: announcements.language, set: values });
        }
      });
    },
  };
}
export type AnnouncementRepository = ReturnType<typeof createAnnouncementRepository>;
