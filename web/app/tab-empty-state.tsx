import type { LucideIcon } from 'lucide-react';

/** A tab whose screens arrive with a later part of the product: says plainly what will be there. */
export function TabEmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: string }) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <Icon className="size-10 text-slate-400" aria-hidden />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-xl text-sm text-slate-600">{children}</p>
    </section>
  );
}
