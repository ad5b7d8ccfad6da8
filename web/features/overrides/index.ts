export { MyOverrideRequests } from './my-override-requests.tsx';
export { OverrideSettingsPanel } from './override-settings-panel.tsx';
export { RequestOverrideDialog, type RefusedBooking } from './request-override-dialog.tsx';
