// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryOf } from './api.ts';
import { keepForOffline } from './offline.ts';
import { trackingEndpoints } from '../../contract/tracking.endpoints.ts';
import { usersEndpoints } from '../../contract/users.endpoints.ts';

const STORE_KEY = 'medfleet.offline';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('what is kept for a car park with no signal', () => {
  it('writes the kept answers when one of them changes, and not when only the live fleet does', () => {
    const client = new QueryClient();
    const stop = keepForOffline(client);
    client.setQueryData(queryOf(usersEndpoints.profile).queryKey, { name: 'Dana' });
    vi.advanceTimersByTime(500);
    const written = localStorage.getItem(STORE_KEY);
    expect(written).toContain('Dana');

    // The live fleet changes several times a second: writing every kept answer again each time blocked the page.
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    client.setQueryData(queryOf(trackingEndpoints.all).queryKey, [{ vehicleId: 1 }]);
    vi.advanceTimersByTime(5_000);
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORE_KEY)).toBe(written);
    stop();
  });
});
