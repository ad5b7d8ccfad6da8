import { useQuery } from '@tanstack/react-query';
import { availabilityEndpoints } from '../../../contract/availability.endpoints.ts';
import { queryOf } from '../../lib/api.ts';

/** The Vehicle Availability Diary of the day or week around `date` (of one vehicle when given), fresh on every visit. */
export const useBookingDiary = (date: string, view: 'day' | 'week', vehicleId?: number) =>
  useQuery({ ...queryOf(availabilityEndpoints.diary, { query: { date, view, vehicleId } }), staleTime: 0, placeholderData: (previous) => previous });
