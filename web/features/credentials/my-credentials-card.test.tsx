// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { MyCredentialsCard } from './my-credentials-card.tsx';
import type { Credential, CredentialType } from '../../../contract/credentials.contract.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';

const api = componentTestApi();
afterEach(cleanup);

const TYPES: CredentialType[] = [
  { id: 1, name: 'EMT', nameHe: 'חובש/ת', validityMonths: 24, needsReview: true, active: true },
  { id: 2, name: 'Paramedic', nameHe: 'פראמדיק/ית', validityMonths: 24, needsReview: true, active: true },
];
const emt: Credential = {
  id: 9,
  userId: 7,
  typeId: 1,
  typeName: 'EMT',
  typeNameHe: 'חובש/ת',
  number: '44-1234',
  issuedOn: '2026-03-15',
  expiresOn: '2028-03-15',
  verified: false,
  state: 'unverified',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

function showing(held: Credential[]) {
  const sent: { method: string; body: unknown }[] = [];
  api.use(
    http.get('*/api/user/credentials', () => HttpResponse.json(held)),
    http.get('*/api/credential-types', () => HttpResponse.json(TYPES)),
    http.post('*/api/user/credentials', async ({ request }) => {
      sent.push({ method: 'POST', body: await request.json() });
      return HttpResponse.json({ ...emt, id: 10, typeId: 2, typeName: 'Paramedic' }, { status: 201 });
    }),
    http.patch('*/api/user/credentials/9', async ({ request }) => {
      sent.push({ method: 'PATCH', body: await request.json() });
      return HttpResponse.json(emt);
    }),
    http.post('*/api/user/credentials/9/scan', ({ request }) => {
      // jsdom's File does not survive Node's own multipart parser: the form is known by its type.
      sent.push({ method: 'POST scan', body: request.headers.get('content-type')?.startsWith('multipart/form-data') });
      return HttpResponse.json({ credentialId: 9, documentId: 55, status: 'pending' }, { status: 201 });
    }),
    http.get('*/api/user/crew-alerts', () => HttpResponse.json({ openSeats: false })),
    http.put('*/api/user/crew-alerts', async ({ request }) => {
      const body = (await request.json()) as { openSeats: boolean };
      sent.push({ method: 'PUT', body });
      return HttpResponse.json(body);
    }),
  );
  renderWithApp(<MyCredentialsCard />);
  return sent;
}

describe('My credentials', () => {
  it('sends a scan of one for an admin to review', async () => {
    const sent = showing([emt]);
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('Send a scan of EMT for review'),
      new File([new Uint8Array([0xff, 0xd8])], 'emt.jpg', { type: 'image/jpeg' }),
    );
    await waitFor(() => expect(sent).toEqual([{ method: 'POST scan', body: true }]));
  });

  it('lists each with where it stands, and adds one of a type not held yet', async () => {
    const sent = showing([emt]);
    const row = await screen.findByTestId('credential');
    expect(row.textContent).toContain('EMT');
    expect(row.textContent).toContain('Waiting for an admin');
    const type = screen.getByLabelText('Credential');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Paramedic']);
    const user = userEvent.setup();
    await user.selectOptions(type, 'Paramedic');
    await user.type(screen.getByLabelText('Number'), 'P-77');
    await user.click(screen.getByRole('button', { name: 'Add credential' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'POST', body: { typeId: 2, number: 'P-77', issuedOn: null, expiresOn: null } }]));
  });

  it('changes the one chosen, and asks again for an expiry before its issue without sending anything', async () => {
    const sent = showing([emt]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change EMT' }));
    const expires = screen.getByLabelText(/^Expires/);
    await user.clear(expires);
    await user.type(expires, '2025-01-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The expiry date must be after the issue date')).toBeTruthy();
    expect(sent).toEqual([]);
    await user.clear(expires);
    await user.type(expires, '2028-01-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ method: 'PATCH', body: { number: '44-1234', issuedOn: '2026-03-15', expiresOn: '2028-01-01' } }]));
  });

  it('opts in to notices of open crew seats', async () => {
    const sent = showing([emt]);
    await userEvent.setup().click(await screen.findByLabelText(/^Tell me when a crew needs someone with my credentials/));
    await waitFor(() => expect(sent).toEqual([{ method: 'PUT', body: { openSeats: true } }]));
  });
});
