import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { fieldErrors } from './api.ts';
import { validationText } from './server-texts.ts';

/** Every `message` of a resolver's errors, however deep, in the language shown. */
function translated<T>(errors: T): T {
  if (!errors || typeof errors !== 'object') return errors;
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => [
      key,
      key === 'message' && typeof value === 'string' ? validationText(value) : key === 'ref' ? value : translated(value),
    ]),
  ) as T;
}

/**
 * Forms are judged by the contract's schema, the one the server checks: `toRequest` turns what
 * the inputs hold (text of selects, local dates) into the request, and the schema's messages land
 * on the fields of the same names. `inputs`, when given, first checks what only the screen asks
 * (the spec's 'Please fill in all required fields'). Submitting hands over the request as the
 * schema makes it.
 */
export function contractResolver<TValues extends FieldValues, TSchema extends z.ZodType>(
  schema: TSchema,
  toRequest: (values: TValues) => unknown,
  inputs: z.ZodType<TValues> = z.custom<TValues>(),
): Resolver<TValues, unknown, z.output<TSchema>> {
  const resolve = zodResolver(inputs.transform(toRequest).pipe(schema) as never) as unknown as Resolver<TValues, unknown, z.output<TSchema>>;
  return async (...args) => {
    const result = await resolve(...args);
    // Only a refusal has messages; a pass keeps its values as they are.
    return Object.keys(result.errors).length ? { values: {}, errors: translated(result.errors) } : result;
  };
}

/** The server's refusal of single fields, shown on those fields like local messages; false when it named none. */
export function showServerErrors<TValues extends FieldValues>(form: UseFormReturn<TValues, unknown, unknown>, error: unknown): boolean {
  const fields = Object.entries(fieldErrors(error));
  for (const [name, message] of fields) form.setError(name as Path<TValues>, { type: 'server', message });
  return fields.length > 0;
}

/**
 * The fields the user changed, for the submit handler. Call it while rendering: react-hook-form
 * keeps dirtyFields only for a form that reads them during render, so a read inside the submit
 * handler alone found none the first time (Manage Vehicle's first save said "Nothing to save").
 */
export function useDirtyFields<TValues extends FieldValues>(form: UseFormReturn<TValues, unknown, unknown>): () => object {
  void form.formState.dirtyFields;
  return () => form.formState.dirtyFields;
}

/** Only the fields the user changed (react-hook-form's dirtyFields), for a PATCH. */
export function dirtyOnly<T extends object>(request: T, dirty: object): Partial<T> {
  return Object.fromEntries(Object.entries(request).filter(([key]) => key in dirty)) as Partial<T>;
}

/** Optional text fields send null when left empty. */
export const textOrNull = (value: string | undefined): string | null => (value?.trim() ? value : null);
