export { ReservationsDiary } from './reservations-diary.tsx';
export { useReservations } from './use-reservations.ts';
