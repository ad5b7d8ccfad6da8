export { MyCredentialsCard } from './my-credentials-card.tsx';
