import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** A panel's or a section's title after its icon (in the brand's colour unless a tone says otherwise). */
export function IconHeading({
  icon: Icon,
  tone = 'text-brand',
  className,
  children,
}: {
  icon: LucideIcon;
  tone?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h2 className={cn('flex items-center gap-2 text-lg font-bold', className)}>
      <Icon className={cn('size-5', tone)} aria-hidden /> {children}
    </h2>
  );
}
