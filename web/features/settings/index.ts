export { BackupsPanel } from './backups-panel.tsx';
export { ServiceSettingsPanel } from './service-settings-form.tsx';
export { useRestrictedPeriodWords } from './use-settings.ts';
