import { twMerge } from 'tailwind-merge';

/** Joins class names, skipping falsy ones; a later Tailwind class wins over an earlier one of its kind (w-56 over w-full). */
export const cn = (...classes: (string | false | null | undefined)[]) => twMerge(classes.filter(Boolean).join(' '));
