export { AuditPanel } from './audit-panel.tsx';
