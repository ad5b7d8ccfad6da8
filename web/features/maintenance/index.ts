export { WorkOrdersPanel } from './work-orders-panel.tsx';
