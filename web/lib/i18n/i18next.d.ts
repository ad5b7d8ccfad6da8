import type { TextKey } from './text-keys.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Record<TextKey, string> };
  }
}
