import { Heart, Phone } from 'lucide-react';
import { usePublicConfig } from '../lib/public-config.ts';

/** Emergency banner, donate link and disclaimer (spec/member-app.md 1–2). */
export function SiteFooter() {
  const { data: config } = usePublicConfig();
  const phone = config?.dispatchPhone ?? '';
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="flex flex-wrap items-center justify-center gap-3 bg-brand px-4 py-3 text-center text-white">
        <Phone className="size-5 shrink-0" aria-hidden />
        <p className="font-semibold">
          Urgent vehicle requirement? Call dispatch at <span className="whitespace-nowrap text-lg">{phone}</span> — within the coverage area.
        </p>
      </div>
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-3 px-4 py-5 text-center text-sm text-slate-600">
        <a
          href={config?.donateUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-2 rounded-full bg-rose-100 px-4 py-1.5 font-medium text-rose-800 hover:bg-rose-200"
        >
          <Heart className="size-4" aria-hidden /> Donate to support our volunteers
        </a>
        <p className="max-w-3xl">
          Disclaimer: {config?.serviceName ?? 'This service'} is for the staff and volunteers of an emergency medical service. It is not a
          public vehicle rental service; vehicles are booked for emergency medical duty only.
        </p>
      </div>
    </footer>
  );
}
