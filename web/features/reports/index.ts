export { ReportsTab } from './reports-tab.tsx';
