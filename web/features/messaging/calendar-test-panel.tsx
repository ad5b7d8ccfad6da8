import { CalendarPlus, Download } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, IconCardTitle } from '../../components/ui/card.tsx';
import { t } from '../../lib/i18n/index.ts';

const compact = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The sample booking of the calendar test: 4 hours, starting in one hour (docs/spec/admin-app.md 2.21). */
function sample() {
  const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3600_000);
  return {
    start,
    end: new Date(start.getTime() + 4 * 3600_000),
    title: t('calendarTest.title'),
    details: t('calendarTest.details'),
    location: t('calendarTest.location'),
  };
}

function icsOf(s: ReturnType<typeof sample>): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//MedFleet//Calendar test//EN',
    'BEGIN:VEVENT',
    `UID:calendar-test-${s.start.getTime()}@medfleet`,
    `DTSTAMP:${compact(new Date())}`,
    `DTSTART:${compact(s.start)}`,
    `DTEND:${compact(s.end)}`,
    `SUMMARY:${s.title}`,
    `DESCRIPTION:${s.details}`,
    `LOCATION:${s.location}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${t('calendarTest.reminder')}`,
    'TRIGGER:-PT15M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}

/** The calendar test panel: a sample booking to Google, Outlook or an .ics file, made in the browser. */
export function CalendarTestPanel() {
  const google = () => {
    const s = sample();
    const url = new URL('https://calendar.google.com/calendar/render');
    url.search = new URLSearchParams({
      action: 'TEMPLATE',
      text: s.title,
      dates: `${compact(s.start)}/${compact(s.end)}`,
      details: s.details,
      location: s.location,
    }).toString();
    window.open(url.href, '_blank', 'noopener');
  };
  const outlook = () => {
    const s = sample();
    const url = new URL('https://outlook.office.com/calendar/0/deeplink/compose');
    url.search = new URLSearchParams({
      path: '/calendar/action/compose',
      rru: 'addevent',
      subject: s.title,
      startdt: s.start.toISOString(),
      enddt: s.end.toISOString(),
      body: s.details,
      location: s.location,
    }).toString();
    window.open(url.href, '_blank', 'noopener');
  };
  const download = () => {
    const href = URL.createObjectURL(new Blob([icsOf(sample())], { type: 'text/calendar' }));
    Object.assign(document.createElement('a'), { href, download: 'medfleet-calendar-test.ics' }).click();
    URL.revokeObjectURL(href);
  };
  return (
    <Card>
      <CardHeader>
        <IconCardTitle icon={CalendarPlus}>{t('calendarTest.heading')}</IconCardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p className="text-slate-600">{t('calendarTest.intro')}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={google}>
            {t('calendarTest.google')}
          </Button>
          <Button variant="secondary" onClick={outlook}>
            {t('calendarTest.outlook')}
          </Button>
          <Button variant="secondary" onClick={download}>
            <Download className="size-4" aria-hidden /> {t('calendarTest.download')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
