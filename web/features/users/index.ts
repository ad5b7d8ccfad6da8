export { UserManagementTab } from './user-management-tab.tsx';
