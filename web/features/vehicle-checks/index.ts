export { VehicleCheckLine } from './vehicle-check-line.tsx';
export { useSendPendingChecks, useWaiveCheck } from './use-vehicle-checks.ts';
export { CheckTemplatesPanel } from './check-templates-panel.tsx';
export { DiaryCheck } from './diary-check.tsx';
