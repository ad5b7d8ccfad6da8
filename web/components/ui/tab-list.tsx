import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

/** One tab: its value (no spaces, as axe wants) and its label; a disabled tab is shown greyed out. */
export interface Tab {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/**
 * The house look of Radix tabs: a grey strip, the chosen tab dark. A tab shown only sometimes is
 * given as `false` and left out.
 */
export function TabList({ tabs, spacing = 'mb-4' }: { tabs: (Tab | false)[]; spacing?: 'mb-3' | 'mb-4' }) {
  return (
    <Tabs.List className={`${spacing} flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1`}>
      {tabs
        .filter((tab) => tab !== false)
        .map(({ value, label, disabled }) => (
          <Tabs.Trigger
            key={value}
            value={value}
            disabled={disabled}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-slate-900 data-[state=active]:text-white"
          >
            {label}
          </Tabs.Trigger>
        ))}
    </Tabs.List>
  );
}
