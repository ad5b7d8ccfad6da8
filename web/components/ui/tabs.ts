/** The house look of Radix tabs: a grey strip, the chosen tab dark. */
export const TAB_LIST = 'flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1';
export const TAB_TRIGGER = 'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-slate-900 data-[state=active]:text-white';
