export { LanguageSwitch, useProfileLanguage } from './language-switch.tsx';
