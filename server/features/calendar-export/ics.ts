/** One booking as an iCalendar event (RFC 5545). */
export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  updatedAt: Date;
  /** Rises with every change of its span or status, so calendars replace the copy they have. */
  sequence: number;
  /** What a reminder this many minutes before the start says. */
  reminder: (minutes: number) => string;
}

/** Minutes before the start at which calendars remind (spec: 15 minutes and 1 hour). */
export const REMINDER_MINUTES = [15, 60];

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * TEXT escaping of RFC 5545 3.3.11: every line break (CR LF, a bare CR or LF, U+2028/2029, NEL)
 * becomes `\n` and other control characters go, so a member's notes can never start a property
 * of their own in a lenient reader.
 */
const text = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|[\r\n\u2028\u2029\u0085]/g, '\\n')
    .replace(/\p{Cc}/gu, '');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function vevent(e: IcsEvent): string[] {
  const alarms = REMINDER_MINUTES.flatMap((minutes) => [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${text(e.reminder(minutes))}`,
    `TRIGGER:-PT${minutes}M`,
    'END:VALARM',
  ]);
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${stamp(e.updatedAt)}`,
    `LAST-MODIFIED:${stamp(e.updatedAt)}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTART:${stamp(e.start)}`,
    `DTEND:${stamp(e.end)}`,
    `SUMMARY:${text(e.summary)}`,
    `DESCRIPTION:${text(e.description)}`,
    `LOCATION:${text(e.location)}`,
    `STATUS:${e.status}`,
    ...(e.status === 'CANCELLED' ? [] : alarms),
    'END:VEVENT',
  ];
}

/** A whole calendar with CRLF line ends and folded lines. */
export function icsCalendar(name: string, events: IcsEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//MedFleet//Vehicle booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(name)}`,
    ...events.flatMap(vevent),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
