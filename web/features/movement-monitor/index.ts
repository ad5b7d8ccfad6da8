export { MovementMonitorPanel } from './movement-monitor-panel.tsx';
