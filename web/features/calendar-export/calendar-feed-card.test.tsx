// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';

const api = componentTestApi();
afterEach(cleanup);

/** The feed as the server keeps it: made, replaced, revoked. */
function feedServer(initial: { active: boolean; createdAt: string | null }) {
  let feed = initial;
  const calls: string[] = [];
  let made = 0;
  api.use(
    http.get('*/api/calendar/feed', () => HttpResponse.json(feed)),
    http.post('*/api/calendar/feed', () => {
      calls.push('create');
      feed = { active: true, createdAt: '2026-11-26T08:00:00.000Z' };
      return HttpResponse.json({ url: `https://fleet.example/api/calendar/feed/secret${++made}.ics`, createdAt: feed.createdAt });
    }),
    http.delete('*/api/calendar/feed', () => {
      calls.push('revoke');
      feed = { active: false, createdAt: null };
      return HttpResponse.json({ success: true });
    }),
  );
  return calls;
}

describe('the calendar subscription card', () => {
  it('makes the secret address and shows it once, ready to copy', async () => {
    const calls = feedServer({ active: false, createdAt: null });
    renderWithApp(<CalendarFeedCard />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create subscription address' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Subscription address')).value).toBe('https://fleet.example/api/calendar/feed/secret1.ics');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(calls).toEqual(['create']);
  });

  it('asks before a new address stops the old one, and before revoking', async () => {
    const calls = feedServer({ active: true, createdAt: '2026-11-01T08:00:00.000Z' });
    const user = userEvent.setup();
    renderWithApp(<CalendarFeedCard />);
    expect((await screen.findByTestId('calendar-feed-active')).textContent).toContain('Your subscription is on, since');
    await user.click(screen.getByRole('button', { name: 'New address' }));
    expect(screen.getByRole('alert').textContent).toContain('A new address stops the old one');
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, make a new address' }));
    expect((await screen.findByLabelText<HTMLInputElement>('Subscription address')).value).toMatch(/secret1\.ics$/);
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    await user.click(screen.getByRole('button', { name: 'Yes, revoke' }));
    await waitFor(() => expect(screen.getByText('You have no calendar subscription.')).toBeTruthy());
    expect(calls).toEqual(['create', 'revoke']);
  });
});
