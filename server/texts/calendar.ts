import type { Language } from '../../contract/constants.ts';

/** A booking's words in a calendar (.ics, Google, Outlook), in the member's language. */
export interface CalendarWords {
  summary: (vehicle: string) => string;
  about: (service: string, vehicle: string, pending: boolean) => string;
  notes: (notes: string) => string;
  details: (url: string) => string;
  location: (vehicle: string) => string;
  calendar: (service: string) => string;
  feed: (service: string) => string;
  startsIn: (summary: string, minutes: number) => string;
}

export const CALENDAR_WORDS: Record<Language, CalendarWords> = {
  en: {
    summary: (vehicle) => `${vehicle} booking`,
    about: (service, vehicle, pending) => `${service} booking of ${vehicle}${pending ? ' (waiting for approval)' : ''}.`,
    notes: (notes) => `Notes: ${notes}`,
    details: (url) => `Details: ${url}`,
    location: (vehicle) => `${vehicle} station`,
    calendar: (service) => `${service} booking`,
    feed: (service) => `${service} bookings`,
    startsIn: (summary, minutes) => `${summary} starts in ${minutes === 60 ? '1 hour' : `${minutes} minutes`}`,
  },
  he: {
    summary: (vehicle) => `משמרת ב-${vehicle}`,
    about: (service, vehicle, pending) => `הזמנה של ${vehicle} ב-${service}${pending ? ' (ממתינה לאישור)' : ''}.`,
    notes: (notes) => `הערות: ${notes}`,
    details: (url) => `פרטים: ${url}`,
    location: (vehicle) => `התחנה של ${vehicle}`,
    calendar: (service) => `הזמנה ב-${service}`,
    feed: (service) => `ההזמנות שלי ב-${service}`,
    startsIn: (summary, minutes) => `${summary} מתחילה בעוד ${minutes === 60 ? 'שעה' : `${minutes} דקות`}`,
  },
};
