export { ApprovalQueue } from './approval-queue.tsx';
