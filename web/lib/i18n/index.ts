import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { compiledIcu } from './icu-format.ts';
import { detectLanguage, directionOf, LANGUAGE_KEY, localeOf, type Language } from './languages.ts';
import type { TextKey } from './text-keys.ts';
import { formerMemberIdOf } from '../../../contract/constants.ts';

export { detectLanguage, directionOf, isLanguage, LANGUAGES, localeOf, type Language } from './languages.ts';
export type { TextKey } from './text-keys.ts';

/** Each language's catalogue is a chunk of its own, fetched only when that language is chosen. */
const catalogues: Record<Language, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import('./locales/en.icu'),
  he: () => import('./locales/he.icu'),
};

async function load(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', (await catalogues[language]()).default);
}

/** `<html lang dir>` follows the language: the browser lays the page out right to left in Hebrew. */
function applyToDocument(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  // The app as installed on a phone (name, description) in the same language.
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.${language}.webmanifest`);
}

/**
 * Starts the i18n layer in `language` (else the device's or browser's), its catalogue loaded.
 * Tests pass `resources` (compiled with compile-catalogue.ts) to start with catalogues they already hold.
 */
export async function initI18n(options: { language?: Language; resources?: Resource } = {}): Promise<Language> {
  const language = options.language ?? detectLanguage(safeStorage()?.getItem(LANGUAGE_KEY) ?? null, navigator.languages ?? [navigator.language]);
  await i18next
    .use(compiledIcu)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      resources: options.resources ?? {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      // Keys are flat and dotted ('login.title'); the catalogues are flat JSON.
      keySeparator: false,
      nsSeparator: false,
      returnNull: false,
    });
  if (!options.resources) await load(language);
  applyToDocument(language);
  return language;
}

/** Switches the app to `language` and remembers it on this device. */
export async function setLanguage(language: Language): Promise<void> {
  await load(language);
  await i18next.changeLanguage(language);
  safeStorage()?.setItem(LANGUAGE_KEY, language);
  applyToDocument(language);
}

/** The language the app shows now. */
export const currentLanguage = (): Language => (i18next.language === 'he' ? 'he' : 'en');

/** The Intl locale of the language shown now. */
export const currentLocale = () => localeOf(currentLanguage());

/** A text of the catalogue outside React (toasts, formatting helpers). */
export function t(key: TextKey, values?: Record<string, unknown>): string {
  return textOf(key, values);
}

/** The text of a key made at run time from data (a status, a server's refusal): one the catalogue lacks reads as its key. */
export function textOf(key: string, values?: Record<string, unknown>): string {
  const text: unknown = i18next.t(key, values as never);
  return typeof text === 'string' ? text : key;
}

/** A data value's name in the language shown (catalogue `<kind>.<value>`); one the catalogue does not know keeps its own. */
const nameOf = (kind: string) => (value: string) => (i18next.exists(`${kind}.${value}`) ? textOf(`${kind}.${value}`) : value);

/** A country as the language shown names it. */
export const countryName = nameOf('country');
/** A user type (a code of the spec's: admin, EMT …) as the language shown names it. */
export const userTypeName = nameOf('userType');
/** User types as one list in the language shown. */
export const userTypeNames = (types: readonly string[]) => types.map(userTypeName).join(', ');
/** A piece of a vehicle's equipment (the fixed list: Defibrillator, Stretcher …) as the language shown names it. */
export const equipmentName = nameOf('equipment');
/** A fuel type (petrol, diesel …) as the language shown names it. */
export const fuelTypeName = nameOf('fuelType');
/** A vehicle status (available, in_use …) as the language shown names it. */
export const vehicleStatusName = nameOf('vehicleStatus');
/** A vehicle category (the spec's: Ambulances, ALS Vehicle …) as the language shown names it. */
export const vehicleCategoryName = nameOf('category');
/** What an audit entry records was done (create, update …) in the language shown. */
export const auditActionName = nameOf('audit.action');

/** A person's name as the server keeps it; an erased member's (contract/constants.ts, `formerMemberName`) in the language shown. */
export function personName(name: string): string {
  const former = formerMemberIdOf(name);
  return former ? textOf('people.formerMember', { id: former }) : name;
}

/** localStorage, when the browser lets us use it (private modes may not). */
function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Text that must read left to right inside a Hebrew sentence (a phone number, a vehicle number, a
 * code), isolated by Unicode's LRI … PDI so the sentence around it keeps its direction; English
 * reads left to right already and keeps the text as it is.
 */
export const isolated = (text: string) => (directionOf(currentLanguage()) === 'rtl' ? `\u2066${text}\u2069` : text);

/** An arrow from one thing to the next in reading order: it points left in Hebrew (Unicode does not mirror arrows). */
export const forwardArrow = () => (directionOf(currentLanguage()) === 'rtl' ? '\u2190' : '\u2192');
