export { UserManagementTab } from './user-management-tab.tsx';
export { useUsers } from './use-users.ts';
