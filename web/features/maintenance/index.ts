export { WorkOrdersPanel } from './work-orders-panel.tsx';
export { MaintenancePanel } from './maintenance-panel.tsx';
export { VehicleCostsPanel } from './vehicle-costs-panel.tsx';
