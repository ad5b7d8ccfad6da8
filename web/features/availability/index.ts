export { CalendarManagement } from './calendar-management.tsx';
export { BookingDiaryTab } from './booking-diary-tab.tsx';
export { useBookingDiary } from './use-diary.ts';
