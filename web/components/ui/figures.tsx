import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** A row of labelled figures (counts, distances) in small tiles, as the admin panels show them. */
export function Figures({
  items,
  className = 'grid-cols-2 sm:grid-cols-4',
  testId,
}: {
  items: [label: string, value: ReactNode][];
  className?: string;
  testId?: (label: string) => string;
}) {
  return (
    <dl className={cn('grid gap-3', className)}>
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-slate-50 p-3 text-center">
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="text-2xl font-bold" data-testid={testId?.(label)}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
