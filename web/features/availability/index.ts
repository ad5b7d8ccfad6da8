export { CalendarManagement } from './calendar-management.tsx';
