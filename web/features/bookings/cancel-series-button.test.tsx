// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CancelSeriesButton } from './cancel-series-button.tsx';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';
import { aBookingView } from '../../test-support/views.ts';

const api = componentTestApi();
afterEach(cleanup);

describe('Cancel this and later repeats', () => {
  it('asks twice, then cancels the series from this occurrence on', async () => {
    const asked: string[] = [];
    api.use(
      http.delete('*/api/bookings/series/9', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('from') ?? '');
        return HttpResponse.json({ cancelled: 3 });
      }),
    );
    const occurrence = aBookingView({ seriesId: 9, status: 'confirmed', startTime: '2026-12-08T18:00:00.000Z' });
    renderWithApp(<CancelSeriesButton booking={occurrence} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel this and later repeats' }));
    expect(asked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm: cancel this and later repeats' }));
    await waitFor(() => expect(asked).toEqual(['2026-12-08T18:00:00.000Z']));
  });

  it('is not offered for a booking on its own, nor one under way', () => {
    renderWithApp(
      <>
        <CancelSeriesButton booking={aBookingView({ seriesId: null })} />
        <CancelSeriesButton booking={aBookingView({ seriesId: 9, status: 'active' })} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Cancel this and later repeats' })).toBeNull();
  });
});
