import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { TIME_ZONE } from '../../contract/constants.ts';

const inJerusalem = (iso: string | Date) => new TZDate(new Date(iso), TIME_ZONE);

/** 'Jan 05, 14:30' in Asia/Jerusalem (notification times). */
export function formatNotificationTime(iso: string): string {
  return format(inJerusalem(iso), 'MMM dd, HH:mm');
}

/** 'Just now', 'Nm ago', 'Nh ago', else a date (spec/member-app.md 9). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  if (minutes < 1440) return `${Math.floor(minutes / 60)}h ago`;
  return format(inJerusalem(iso), 'MMM dd, yyyy');
}
