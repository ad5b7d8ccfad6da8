import type { DocumentStatus, DocumentType } from '../../../contract/documents.contract.ts';
import { t } from '../../lib/i18n/index.ts';

export const typeWord = (type: DocumentType) => t(`documentType.${type}`);
export const statusWord = (status: DocumentStatus) => t(`documentStatus.${status}`);
/** Status in words and colour, never colour alone. */
export const STATUS_STYLE: Record<DocumentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  reviewed: 'bg-slate-100 text-slate-800',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};
