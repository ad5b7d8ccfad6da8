export { ServiceSettingsPanel } from './service-settings-form.tsx';
