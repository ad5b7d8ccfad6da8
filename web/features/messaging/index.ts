export { DeliveryLog } from './delivery-log.tsx';
export { NotificationSettingsPanel } from './notification-settings-panel.tsx';
