import { z } from 'zod';

export const calendarUrls = z.object({ google: z.string(), outlook: z.string() });
export type CalendarUrls = z.infer<typeof calendarUrls>;
export const calendarFeedStatus = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export const calendarFeedCreated = z.object({ url: z.string(), createdAt: z.string() });
export const feedParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, 'Unknown calendar feed') });
