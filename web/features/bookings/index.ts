export { FleetOverviewTab, type ReportIssueDialog } from './fleet-overview-tab.tsx';
export { MyReservationsTab } from './my-reservations-tab.tsx';
export { QuickBookStrip } from './quick-book-strip.tsx';
export { useActiveBookings } from './use-bookings.ts';
export { holidayConflictText } from './holiday-conflict.ts';
export { ApprovalQueue } from './approval-queue.tsx';
export { ReservationsDiary } from './reservations-diary.tsx';
export { useReservations } from './use-reservations.ts';
export { NoShowsLine } from './no-shows-line.tsx';
