import { DirectionProvider } from '@radix-ui/react-direction';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf, isLanguage } from './languages.ts';

/**
 * Radix's tabs, roving focus and popovers lay themselves out by their own `dir`, left to right
 * unless told: this tells them the language's direction, as `<html dir>` tells the browser.
 */
export function AppDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DirectionProvider dir={directionOf(isLanguage(i18n.language) ? i18n.language : 'en')}>{children}</DirectionProvider>;
}
