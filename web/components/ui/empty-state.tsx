import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** What a list or a table says when it has nothing to show: one quiet line, the same everywhere. */
export function EmptyState({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cn('py-6 text-center text-sm text-slate-500', className)}>{children}</p>;
}
