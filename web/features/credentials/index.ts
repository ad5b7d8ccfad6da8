export { CredentialExpiryList } from './credential-expiry-list.tsx';
export { MyCredentialsCard } from './my-credentials-card.tsx';
export { useSendCredentialNotices } from './use-credentials.ts';
