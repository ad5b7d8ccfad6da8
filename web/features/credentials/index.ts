export { CredentialExpiryList } from './credential-expiry-list.tsx';
export { CredentialTypesPanel } from './credential-types-panel.tsx';
export { MemberCredentials } from './member-credentials.tsx';
export { MyCredentialsCard } from './my-credentials-card.tsx';
export { useSendCredentialNotices } from './use-credentials.ts';
