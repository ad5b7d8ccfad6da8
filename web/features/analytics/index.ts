export { FleetControlTab } from './fleet-control-tab.tsx';
