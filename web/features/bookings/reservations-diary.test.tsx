// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ReservationsDiary } from './reservations-diary.tsx';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';

const api = componentTestApi();
afterEach(cleanup);

const counts = { pending: 0, confirmed: 1, active: 0, completed: 0, cancelled: 0, no_show: 0 };
const found = {
  id: 5,
  status: 'confirmed',
  startTime: '2026-03-05T06:00:00.000Z',
  endTime: '2026-03-05T10:00:00.000Z',
  notes: null,
  user: { name: 'Yael Cohen', email: 'yael@medfleet.test', phone: null },
  vehicle: { vehicleNumber: 'A5', make: 'Ford', model: 'Transit' },
  vehicleCheck: 'not_yet',
};

describe('Reservations Diary views', () => {
  it('shows a week’s span, and searches every date only once there is something to search for', async () => {
    const asked: URLSearchParams[] = [];
    api.use(
      http.get('*/api/admin/reservations', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        const view = query.get('view') ?? 'day';
        const span =
          view === 'all' ? { from: null, to: null } : view === 'week' ? { from: '2026-03-01', to: '2026-03-07' } : { from: '2026-03-05', to: '2026-03-05' };
        return HttpResponse.json({ date: '2026-03-05', view, ...span, truncated: view === 'all', reservations: [found], counts });
      }),
    );
    renderWithApp(<ReservationsDiary />);
    await screen.findAllByTestId('reservation-row');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Show'), 'week');
    expect(await screen.findByText('Mar 1, 2026 to Mar 7, 2026')).toBeTruthy();

    const before = asked.length;
    await user.selectOptions(screen.getByLabelText('Show'), 'all');
    expect(screen.getByText(/to search every date\.$/)).toBeTruthy();
    expect(screen.queryByLabelText('Date')).toBeNull();
    expect(asked.length).toBe(before);
    await user.type(screen.getByRole('searchbox'), 'Yael');
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('Yael'));
    expect(asked.at(-1)?.get('view')).toBe('all');
    expect(await screen.findByText('Only the latest 200 are shown: narrow the search.')).toBeTruthy();
  });
});
