import { z } from 'zod';

/** The documents whose text admins keep (docs/spec/admin-app.md 2.23). */
export const TEMPLATE_KINDS = ['agreement', 'damage_report', 'checklist'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** Fields a template's text may name, written {{field}}; filled from the booking and member. */
export const TEMPLATE_FIELDS = ['serviceName', 'memberName', 'vehicleNumber', 'vehicleDescription', 'startTime', 'endTime', 'date'] as const;

/**
 * A template's text: a title and one item per line (a clause of the agreement, a question of the
 * checklist, a heading note of the damage report).
 */
export const templateText = z.object({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'The title is at most 200 characters'),
  items: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'An item cannot be empty')
        .max(1000, 'An item is at most 1000 characters')
        .refine((s) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].every((m) => (TEMPLATE_FIELDS as readonly string[]).includes(m[1]!)), {
          message: `Fields are written {{field}}, one of ${TEMPLATE_FIELDS.join(', ')}`,
        }),
    )
    .min(1, 'A template needs at least one item')
    .max(60, 'A template has at most 60 items'),
});
export type TemplateText = z.infer<typeof templateText>;

/**
 * What an admin saves: the English text (the spec's) and, when written, the same text in Hebrew
 * item for item (a checklist's answers follow the items by their place); without it Hebrew
 * readers get the English.
 */
export const templateBody = templateText
  .extend({ he: templateText.nullable().optional() })
  .refine((b) => !b.he || b.he.items.length === b.items.length, { path: ['he', 'items'], message: 'The Hebrew text needs as many items as the English one' });
export type TemplateBody = z.infer<typeof templateBody>;

export const templateView = templateText.extend({
  he: templateText.nullable(),
  kind: z.enum(TEMPLATE_KINDS),
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type TemplateView = z.infer<typeof templateView>;

export type TemplateValues = Partial<Record<(typeof TEMPLATE_FIELDS)[number], string>>;

/** A template's text in `language` (its Hebrew when it has one, else the English). */
export const templateTextIn = (template: Pick<TemplateView, 'title' | 'items' | 'he'>, language: 'en' | 'he'): TemplateText & { language: 'en' | 'he' } =>
  language === 'he' && template.he ? { ...template.he, language } : { title: template.title, items: template.items, language: 'en' };

/** A template's text with its {{fields}} filled in; a field without a value stays visible as it is. */
export const fillTemplate = (text: string, values: TemplateValues): string =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, field: string) => values[field as keyof TemplateValues] ?? whole);

export const templateSummary = z.object({
  kind: z.enum(TEMPLATE_KINDS),
  current: templateView,
  versions: z.array(z.object({ version: z.number().int(), createdAt: z.string(), createdBy: z.string().nullable() })),
});
export type TemplateSummary = z.infer<typeof templateSummary>;
export const templateKindParams = z.object({ kind: z.enum(TEMPLATE_KINDS, { error: `kind must be one of ${TEMPLATE_KINDS.join(', ')}` }) });
