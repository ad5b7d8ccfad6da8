import type { ComponentProps, HTMLAttributes } from 'react';
import { IconHeading } from './heading.tsx';
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

/** A card's title after its icon: the section heading in a card title's type. */
export function IconCardTitle(props: ComponentProps<typeof IconHeading>) {
  return <IconHeading {...props} className={cn('font-semibold tracking-tight', props.className)} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('p-6 pt-3', className)} {...props} />;
}
