import { createElement, type HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

/** The white, ringed box a tab's parts sit in. */
export const PANEL = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200';

/** A panel as a section (default), or as the element its place needs (a list item, an article, a plain box). */
export function Panel({ as = 'section', className, ...props }: HTMLAttributes<HTMLElement> & { as?: 'section' | 'div' | 'article' | 'li' }) {
  return createElement(as, { className: cn(PANEL, className), ...props });
}
