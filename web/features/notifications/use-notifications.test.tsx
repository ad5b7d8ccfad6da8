// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { useLiveNotices, useNotifications } from './use-notifications.ts';
import type { Notification } from '../../../contract/notifications.contract.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';
import { stubEventSource, TestEventSource } from '../../test-support/test-event-source.ts';

const api = componentTestApi();

stubEventSource();
afterEach(cleanup);

/** The list as the menu shows it, kept live by the stream; each read of the list answers one more notice. */
function LiveList() {
  useLiveNotices();
  const { data } = useNotifications();
  return <p>{data ? `${data.length} notices` : 'loading'}</p>;
}

function answerReads() {
  let reads = 0;
  api.use(
    http.get('*/api/user/notifications', () => {
      reads += 1;
      return HttpResponse.json(
        Array.from({ length: reads }, (_, i): Notification => ({
          id: i + 1,
          type: 'system_update',
          title: 'Update',
          message: `Notice ${i + 1}`,
          read: false,
          createdAt: new Date(Date.UTC(2026, 10, 28, 8, i)).toISOString(),
        })),
      );
    }),
  );
  return () => reads;
}

describe('live notices', () => {
  it('reads the list again for a notice, and when the stream comes back after a break, not when it first opens', async () => {
    const reads = answerReads();
    renderWithApp(<LiveList />);
    expect(await screen.findByText('1 notices')).toBeTruthy();
    const stream = TestEventSource.opened[0]!;

    act(() => stream.send('open'));
    expect(reads()).toBe(1);

    act(() => stream.send('notice', { id: 2 }));
    expect(await screen.findByText('2 notices')).toBeTruthy();

    // A restart: the browser reconnects by itself and the stream opens again.
    act(() => stream.send('open'));
    expect(await screen.findByText('3 notices')).toBeTruthy();
    expect(reads()).toBe(3);
  });
});
