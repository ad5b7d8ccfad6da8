import { useQuery } from '@tanstack/react-query';
import type { BookingDiary } from '../../../contract/availability.contract.ts';

export const diaryKeys = {
  diary: (date: string, view: 'day' | 'week', vehicleId?: number) => [`/api/booking-diary?date=${date}&view=${view}${vehicleId ? `&vehicleId=${vehicleId}` : ''}`],
};

/** The Vehicle Availability Diary of the day or week around `date` (of one vehicle when given), fresh on every visit. */
export const useBookingDiary = (date: string, view: 'day' | 'week', vehicleId?: number) =>
  useQuery<BookingDiary>({ queryKey: diaryKeys.diary(date, view, vehicleId), staleTime: 0, placeholderData: (previous) => previous });
