import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-xl border border-slate-200 bg-white shadow-sm', className)} {...props} />;
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('space-y-1 p-6 pb-3', className)} {...props} />;
}

export function CardTitle({ className, children, ...props }: ComponentProps<'h2'>) {
  return (
    <h2 className={cn('text-xl font-semibold tracking-tight', className)} {...props}>
      {children}
    </h2>
  );
}

/** A card's title after its icon (in the brand's colour unless a tone says otherwise). */
export function IconCardTitle({ icon: Icon, tone = 'text-brand', children }: { icon: LucideIcon; tone?: string; children: ReactNode }) {
  return (
    <CardTitle className="flex items-center gap-2 text-lg">
      <Icon className={cn('size-5', tone)} aria-hidden /> {children}
    </CardTitle>
  );
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-6 pt-3', className)} {...props} />;
}
