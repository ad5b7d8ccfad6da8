// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CredentialTypesPanel } from './credential-types-panel.tsx';
import type { CredentialType } from '../../../contract/credentials.contract.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';

const api = componentTestApi();
afterEach(cleanup);

const EMT: CredentialType = { id: 1, name: 'EMT', nameHe: 'חובש/ת', validityMonths: 24, needsReview: true, active: true };
const OLD: CredentialType = { id: 2, name: 'Old first aid', nameHe: 'עזרה ראשונה ישנה', validityMonths: null, needsReview: false, active: false };

function showing() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const record = async (request: Request) => sent.push({ method: request.method, url: new URL(request.url).pathname, body: await request.json() });
  api.use(
    http.get('*/api/admin/credential-types', () => HttpResponse.json([EMT, OLD])),
    http.post('*/api/admin/credential-types', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ...EMT, id: 3, name: 'PHTLS' }, { status: 201 });
    }),
    http.patch('*/api/admin/credential-types/1', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ...EMT, active: false });
    }),
  );
  renderWithApp(<CredentialTypesPanel />);
  return sent;
}

describe('Credential types (admins)', () => {
  it('lists each with its validity and review, retired ones marked', async () => {
    showing();
    const rows = await screen.findAllByTestId('credential-type');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^EMTvalid 24 months from issue · an admin reviews its scan/),
      expect.stringMatching(/^Old first aidRetiredno set validity · counts without review/),
    ]);
  });

  it('adds a type, and asks again for a validity out of range without sending anything', async () => {
    const sent = showing();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name (English)'), 'PHTLS');
    await user.type(screen.getByLabelText('Name (Hebrew)'), 'טראומה');
    await user.type(screen.getByLabelText(/^Validity/), '999');
    await user.click(screen.getByRole('button', { name: 'Add credential type' }));
    expect(await screen.findByText('Validity is at most 240 months')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.clear(screen.getByLabelText(/^Validity/));
    await user.type(screen.getByLabelText(/^Validity/), '48');
    await user.click(screen.getByRole('button', { name: 'Add credential type' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { method: 'POST', url: '/api/admin/credential-types', body: { name: 'PHTLS', nameHe: 'טראומה', validityMonths: 48, needsReview: true } },
      ]),
    );
  });

  it('retires one: members can no longer add it', async () => {
    const sent = showing();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change EMT' }));
    await user.click(screen.getByLabelText('Members can add it (uncheck to retire)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: 'PATCH',
          url: '/api/admin/credential-types/1',
          body: { name: 'EMT', nameHe: 'חובש/ת', validityMonths: 24, needsReview: true, active: false },
        },
      ]),
    );
  });
});
