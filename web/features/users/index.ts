export { UserManagementTab } from './user-management-tab.tsx';
export { useUsers } from './use-users.ts';
export { LicenceValidityWidget } from './licence-status.tsx';
export { ProfileTab } from './profile-tab.tsx';
export { useLicenceValidation } from './use-profile.ts';
export { useUpdateProfile } from './use-profile.ts';
