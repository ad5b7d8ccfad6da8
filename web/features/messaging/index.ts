export { CalendarTestPanel } from './calendar-test-panel.tsx';
export { DeliveryLog } from './delivery-log.tsx';
export { NotificationSettingsPanel } from './notification-settings-panel.tsx';
export { WhatsappSetup } from './whatsapp-setup.tsx';
export { OwnWhatsappTest } from './own-whatsapp-test.tsx';
