export { DamageReportModal } from './damage-report-modal.tsx';
export { DamageReportReview } from './damage-report-review.tsx';
export { MyDamageReports } from './my-damage-reports.tsx';
