import { z } from 'zod';
import type { User } from '../../../contract/user.contract.ts';

/** The wizard's form (spec/admin-app.md 3, profile completion form), every field required. */
export const COMPLETION_FIELDS = [
  { key: 'preferredEmail', label: 'Preferred email', type: 'email', required: 'Preferred email is required' },
  { key: 'phone', label: 'Phone number', type: 'tel', required: 'Phone number is required' },
  { key: 'whatsappNumber', label: 'WhatsApp number', type: 'tel', required: 'WhatsApp number is required' },
  { key: 'address', label: 'Address', type: 'text', required: 'Address is required' },
  { key: 'emergencyContactName', label: 'Emergency contact name', type: 'text', required: 'Emergency contact name is required' },
  { key: 'emergencyContactPhone', label: 'Emergency contact phone', type: 'tel', required: 'Emergency contact phone is required' },
  { key: 'licenseNumber', label: 'License number', type: 'text', required: 'License number is required' },
  { key: 'licenseExpiryDate', label: 'License expiry date', type: 'date', required: 'License expiry date is required' },
  { key: 'licenseIssueDate', label: 'License issue date', type: 'date', required: 'License issue date is required' },
  { key: 'licenseCountryOfIssue', label: 'License country', type: 'select', required: 'License country is required' },
  { key: 'licenseClass', label: 'License class', type: 'text', required: 'License class is required' },
] as const;

export type CompletionKey = (typeof COMPLETION_FIELDS)[number]['key'];
export type CompletionForm = Record<CompletionKey, string>;

export const initialForm = (user: User): CompletionForm =>
  Object.fromEntries(COMPLETION_FIELDS.map(({ key }) => [key, (user[key]) ?? (key === 'licenseCountryOfIssue' ? 'Israel' : '')])) as CompletionForm;

/** What only the wizard asks: every field filled, with the spec's message for each; the contract's schema judges the rest. */
export const completionInputs = z.object(
  Object.fromEntries(COMPLETION_FIELDS.map(({ key, required }) => [key, z.string().trim().min(1, required)])) as Record<CompletionKey, z.ZodString>,
) as unknown as z.ZodType<CompletionForm>;
