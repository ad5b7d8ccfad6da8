import { z } from 'zod';
import { LANGUAGES } from './constants.ts';

/** How long an announcement's text may be: a line or two above the vehicle cards. */
export const ANNOUNCEMENT_TEXT_MAX = 300;
/** The largest banner image accepted, before it is scaled down and re-encoded. */
export const ANNOUNCEMENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The announcement in one language, as members see it. */
const shownIn = z.object({
  text: z.string(),
  linkUrl: z.string().nullable(),
  /** Where its image is served (changes with every new image); null: no image. */
  imageUrl: z.string().nullable(),
});
/** The promotional banner (docs/spec/member-app.md 1, docs/decisions/022): on or off, and what it says in each language. */
export const announcement = z.object({
  enabled: z.boolean(),
  updatedAt: z.string().nullable(),
  content: z.object(Object.fromEntries(LANGUAGES.map((l) => [l, shownIn])) as Record<(typeof LANGUAGES)[number], typeof shownIn>),
});
export type Announcement = z.infer<typeof announcement>;

const languageUpdate = z
  .object({
    text: z.string({ error: 'The text must be text' }).trim().max(ANNOUNCEMENT_TEXT_MAX, `The text is at most ${ANNOUNCEMENT_TEXT_MAX} characters`),
    linkUrl: z
      .union([
        z.literal(''),
        z.null(),
        z.url({ protocol: /^https?$/, error: 'The link must be an http(s) address' }).max(500, 'The link is at most 500 characters'),
      ])
      .transform((v) => v || null),
    /** A new image as a data URL or base64; null removes it; left out, the image stays. */
    image: z
      .string()
      .max(Math.ceil((ANNOUNCEMENT_IMAGE_MAX_BYTES * 4) / 3) + 100, 'The image is at most 5 MB')
      .nullable()
      .optional(),
  })
  .strict();
/** What an admin sets in Settings. */
export const announcementUpdate = z
  .object({
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    ...(Object.fromEntries(LANGUAGES.map((l) => [l, languageUpdate])) as Record<(typeof LANGUAGES)[number], typeof languageUpdate>),
  })
  .strict();
export type AnnouncementUpdate = z.infer<typeof announcementUpdate>;
export type AnnouncementUpdateInput = z.input<typeof announcementUpdate>;

export const announcementImageParams = z.object({ language: z.enum(LANGUAGES, { error: `The language is one of ${LANGUAGES.join(', ')}` }) });
/** `v`: the image's version, as `imageUrl` gives it; only that address may be kept for good. */
export const announcementImageQuery = z.object({ v: z.string().max(20).optional() });
