import { Heart, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isolated } from '../lib/i18n/index.ts';
import { usePublicConfig } from '../lib/public-config.ts';

/** Emergency banner, donate link and disclaimer (docs/spec/member-app.md 1–2). */
export function SiteFooter() {
  const { data: config } = usePublicConfig();
  const { t } = useTranslation();
  const phone = config?.dispatchPhone ?? '';
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="flex flex-wrap items-center justify-center gap-3 bg-brand px-4 py-3 text-center text-white">
        <Phone className="size-5 shrink-0" aria-hidden />
        <p className="font-semibold">{t('footer.urgent', { phone: isolated(phone) })}</p>
      </div>
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-3 px-4 py-5 text-center text-sm text-slate-600">
        <a
          href={config?.donateUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-2 rounded-full bg-rose-100 px-4 py-1.5 font-medium text-rose-800 hover:bg-rose-200"
        >
          <Heart className="size-4" aria-hidden /> {t('footer.donate')}
        </a>
        <p className="max-w-3xl">{t('footer.disclaimer', { service: config?.serviceName ?? t('footer.thisService') })}</p>
      </div>
    </footer>
  );
}
