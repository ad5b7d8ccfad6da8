import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage, LANGUAGES, setLanguage, type Language } from '../../lib/i18n/index.ts';

/**
 * English | עברית in the header. The choice is remembered on this device; `onChosen` keeps it in a
 * signed-in member's profile too (the server then writes their notices and messages in it).
 */
export function LanguageSwitch({ onChosen }: { onChosen?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const choose = async (language: Language) => {
    await setLanguage(language);
    onChosen?.(language);
    // Texts the server wrote (notices) come again in the new language.
    await queryClient.invalidateQueries();
  };
  return (
    <label className="flex items-center gap-1 text-sm font-medium">
      <Languages className="hidden size-4 sm:block" aria-hidden />
      <span className="sr-only">{t('language.label')}</span>
      <select
        className="min-h-11 max-w-24 rounded-md border border-slate-800/30 bg-white/70 px-1 text-sm sm:max-w-none sm:px-2"
        value={i18n.language}
        onChange={(e) => isLanguage(e.target.value) && void choose(e.target.value)}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`language.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A member's profile language wins over this device's once they sign in (they chose it, perhaps elsewhere). */
export function useProfileLanguage(user: { language: Language | null } | undefined): void {
  useEffect(() => {
    if (user?.language && user.language !== currentLanguage()) void setLanguage(user.language);
  }, [user?.language]);
}
