import { z } from 'zod';
import type { User } from '../../../contract/user.contract.ts';
import { t } from '../../lib/i18n/index.ts';

/**
 * The wizard's form (docs/spec/admin-app.md 3, profile completion form), every field required: each
 * field's label is `completion.field.<key>` of the catalogue and its message `completion.required.<key>`.
 */
export const COMPLETION_FIELDS = [
  { key: 'preferredEmail', type: 'email' },
  { key: 'phone', type: 'tel' },
  { key: 'whatsappNumber', type: 'tel' },
  { key: 'address', type: 'text' },
  { key: 'emergencyContactName', type: 'text' },
  { key: 'emergencyContactPhone', type: 'tel' },
  { key: 'licenseNumber', type: 'text' },
  { key: 'licenseExpiryDate', type: 'date' },
  { key: 'licenseIssueDate', type: 'date' },
  { key: 'licenseCountryOfIssue', type: 'select' },
  { key: 'licenseClass', type: 'text' },
] as const;

export type CompletionKey = (typeof COMPLETION_FIELDS)[number]['key'];
export type CompletionForm = Record<CompletionKey, string>;

export const initialForm = (user: User): CompletionForm =>
  Object.fromEntries(COMPLETION_FIELDS.map(({ key }) => [key, user[key] ?? (key === 'licenseCountryOfIssue' ? 'Israel' : '')])) as CompletionForm;

/** What only the wizard asks: every field filled, with the spec's message for each; the contract's schema judges the rest. */
export const completionInputs = z.object(
  Object.fromEntries(
    COMPLETION_FIELDS.map(({ key }) => [
      key,
      z
        .string()
        .trim()
        .min(1, { error: () => t(`completion.required.${key}`) }),
    ]),
  ) as Record<CompletionKey, z.ZodString>,
) as unknown as z.ZodType<CompletionForm>;
