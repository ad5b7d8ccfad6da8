// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { HandoverApprovals, MyHandovers } from './my-handovers.tsx';
import type { Handover } from '../../../contract/handover.contract.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';
import { aUserView } from '../../test-support/views.ts';

const api = componentTestApi();
afterEach(cleanup);

const ME = aUserView().id;
const shift = (id: number, change: Partial<Handover>): Handover => ({
  id,
  bookingId: 40 + id,
  vehicleNumber: 'A3',
  startTime: '2030-01-07T06:00:00.000Z',
  endTime: '2030-01-07T10:00:00.000Z',
  seat: 'driver',
  from: { id: 99, name: 'Avi Levi' },
  to: null,
  takenBy: null,
  note: null,
  status: 'offered',
  createdAt: '2030-01-01T06:00:00.000Z',
  decidedAt: null,
  ...change,
});

function serving(handovers: Handover[]) {
  const asked: string[] = [];
  api.use(
    http.get('*/api/user/profile', () => HttpResponse.json(aUserView())),
    http.get('*/api/handovers', () => HttpResponse.json(handovers)),
    http.post('*/api/handovers/:id/accept', ({ params }) => {
      asked.push(`accept ${params.id as string}`);
      return HttpResponse.json({ message: 'Your licence has expired.' }, { status: 403 });
    }),
    http.delete('*/api/handovers/:id', ({ params }) => {
      asked.push(`withdraw ${params.id as string}`);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/admin/handovers/:id/:decision', async ({ params, request }) => {
      asked.push(`${params.decision as string} ${params.id as string} ${await request.text()}`.trim());
      return HttpResponse.json({ message: 'Changed meanwhile.' }, { status: 409 });
    }),
  );
  return asked;
}

describe('Shifts handed over', () => {
  it('offers me a shift to take (and to decline when it names me), and lets me withdraw my own offer', async () => {
    const asked = serving([
      shift(1, {}),
      shift(2, { to: { id: ME, name: 'Tamar Friedman' }, note: 'Family event' }),
      shift(3, { from: { id: ME, name: 'Tamar Friedman' }, to: { id: 5, name: 'Dana Cohen' } }),
      shift(4, { from: { id: ME, name: 'Tamar Friedman' }, status: 'done' }),
    ]);
    renderWithApp(<MyHandovers />);
    const rows = await screen.findAllByTestId('handover');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('Avi Levi offers it to anyone');
    expect(within(rows[0]!).queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(rows[1]!.textContent).toContain('“Family event”');
    expect(rows[2]!.textContent).toMatch(/Offered to \W?Dana Cohen/);
    const user = userEvent.setup();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Take the shift' }));
    await user.click(within(rows[1]!).getByRole('button', { name: 'Decline' }));
    await user.click(within(rows[2]!).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(asked).toEqual(['accept 1', 'withdraw 2', 'withdraw 3']));
  });

  it('shows an admin the handovers waiting for approval; refusing asks why', async () => {
    const asked = serving([shift(5, { status: 'awaiting_approval', takenBy: { id: 6, name: 'Dana Cohen' } }), shift(6, {})]);
    renderWithApp(<HandoverApprovals />);
    const [row] = await screen.findAllByTestId('handover');
    expect(row!.textContent).toMatch(/Avi Levi\W? → \W?Dana Cohen/);
    const refuse = within(row!).getByRole('button', { name: 'Refuse' });
    expect((refuse as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    await user.type(within(row!).getByLabelText('Why not'), 'Two medics needed');
    await user.click(refuse);
    await user.click(within(row!).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(asked).toEqual(['reject 5 {"reason":"Two medics needed"}', 'approve 5']));
  });
});
