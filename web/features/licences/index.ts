export { LicenceExpiryPanel } from './licence-expiry-panel.tsx';
