import type { DocumentStatus, DocumentType } from '../../../contract/documents.contract.ts';

export const TYPE_WORDS: Record<DocumentType, string> = {
  agreement: 'Signed agreement',
  checklist: 'Return checklist',
  damage_report: 'Damage report',
  upload: 'Uploaded file',
  license_scan: 'Licence scan',
};
export const STATUS_WORDS: Record<DocumentStatus, string> = { pending: 'Pending', reviewed: 'Reviewed', approved: 'Approved', rejected: 'Rejected' };
/** Status in words and colour, never colour alone. */
export const STATUS_STYLE: Record<DocumentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  reviewed: 'bg-slate-100 text-slate-800',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};
