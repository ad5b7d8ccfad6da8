export { VehicleManagementTab } from './vehicle-management-tab.tsx';
