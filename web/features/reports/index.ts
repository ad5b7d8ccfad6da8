export { ReportsPanel } from './reports-panel.tsx';
