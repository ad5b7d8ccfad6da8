import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

const variants = {
  primary: 'bg-brand text-white hover:bg-red-800 focus-visible:outline-brand',
  secondary: 'bg-white text-slate-900 border border-slate-300 hover:bg-slate-100 focus-visible:outline-slate-500',
  ghost: 'bg-transparent text-slate-800 hover:bg-black/10 focus-visible:outline-slate-500',
  dark: 'bg-slate-900 text-white hover:bg-slate-700 focus-visible:outline-slate-900',
} as const;

/** On a phone every button is a 44 px touch target (WCAG 2.5.8, docs/decisions/020); from 640 px up, the compact heights. */
const sizes = { sm: 'h-11 px-3 text-sm sm:h-8', md: 'h-11 px-4 text-sm sm:h-10', lg: 'h-12 px-6 text-base' } as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

/** A button's look, for what acts as a button without being one (a file picker's label). */
export const buttonLook = (variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md') =>
  cn('inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors', variants[variant], sizes[size]);

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        buttonLook(variant, size),
        'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
