import type { ReactNode } from 'react';

export function FullPageMessage({ title, busy, children }: { title: string; busy?: boolean; children?: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center" aria-busy={busy}>
      {busy && <div className="size-10 animate-spin rounded-full border-4 border-slate-300 border-t-brand" aria-hidden />}
      <h1 className="text-xl font-semibold">{title}</h1>
      {children}
    </main>
  );
}
