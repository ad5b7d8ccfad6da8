export { ReservationsDiary } from './reservations-diary.tsx';
