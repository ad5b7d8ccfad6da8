// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileTab } from './profile-tab.tsx';
import type { LicenceValidation } from '../../../contract/licences.contract.ts';
import type { User } from '../../../contract/user.contract.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';
import { aUserView } from '../../test-support/views.ts';

const api = componentTestApi();
afterEach(cleanup);

const valid: LicenceValidation = {
  validation: { isValid: true, daysUntilExpiry: 1200, expiryStatus: 'valid', missing: [], errors: [], warnings: [] },
  warning: null,
};

/** My Profile of Tamar; `answer` is the server's answer to a save, given what was sent. */
function openProfile(answer: (changes: Partial<User>) => Response) {
  const sent: Partial<User>[] = [];
  api.use(
    http.get('*/api/user/profile', () => HttpResponse.json(aUserView())),
    http.get('*/api/license/validate/7', () => HttpResponse.json(valid)),
    http.get('*/api/user/credentials', () => HttpResponse.json([])),
    http.get('*/api/user/crew-alerts', () => HttpResponse.json({ openSeats: false })),
    http.get('*/api/credential-types', () => HttpResponse.json([])),
    http.patch('*/api/user/profile', async ({ request }) => {
      const changes = (await request.json()) as Partial<User>;
      sent.push(changes);
      return answer(changes);
    }),
  );
  renderWithApp(<ProfileTab onSignOut={() => undefined} />);
  return sent;
}

async function changeCity(city: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const field = screen.getByLabelText('City');
  await user.clear(field);
  await user.type(field, city);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('My Profile', () => {
  it('saves the first change made after Edit, and only that field (it sent nothing once)', async () => {
    const sent = openProfile((changes) => HttpResponse.json(aUserView(changes)));
    await changeCity('Beit Shemesh');
    await waitFor(() => expect(sent).toEqual([{ city: 'Beit Shemesh' }]));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('shows a field the server refused beside it, and stays in editing', async () => {
    const sent = openProfile(() =>
      HttpResponse.json({ message: 'City is at most 100 characters', fields: { city: 'City is at most 100 characters' } }, { status: 400 }),
    );
    await changeCity('Kfar');
    expect(await screen.findByText('City is at most 100 characters')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
