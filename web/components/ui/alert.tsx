import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function Alert({ tone = 'error', children }: { tone?: 'error' | 'info'; children: ReactNode }) {
  return (
    <div
      role="alert"
      className={cn(
        'rounded-md border px-4 py-3 text-sm',
        tone === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-sky-300 bg-sky-50 text-sky-900',
      )}
    >
      {children}
    </div>
  );
}
