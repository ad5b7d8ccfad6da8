// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { PendingEmailNotice } from './pending-email-notice.tsx';
import type { User } from '../../../contract/user.contract.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';

const api = componentTestApi();
afterEach(cleanup);

const member = { id: 7, email: 'tamar@medfleet.test', preferredEmail: null, pendingPreferredEmail: 'tamar.home@example.org' } as User;

describe('a notification address waiting for its confirmation', () => {
  it('says where notices go until then, and sends the link again or drops the change', async () => {
    const calls: string[] = [];
    api.use(
      http.post('*/api/user/preferred-email/resend', () => {
        calls.push('resend');
        return HttpResponse.json(member);
      }),
      http.delete('*/api/user/preferred-email/pending', () => {
        calls.push('drop');
        return HttpResponse.json({ ...member, pendingPreferredEmail: null });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<PendingEmailNotice user={member} />);
    expect(screen.getByRole('status').textContent).toMatch(
      /Waiting for confirmation: .*tamar\.home@example\.org.*until then your notices go to .*tamar@medfleet\.test/,
    );
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    await user.click(screen.getByRole('button', { name: 'Keep the current address' }));
    await waitFor(() => expect(calls).toEqual(['resend', 'drop']));
  });

  it('is not there when nothing waits', () => {
    const { container } = renderWithApp(<PendingEmailNotice user={{ ...member, pendingPreferredEmail: null }} />);
    expect(container.textContent).toBe('');
  });
});
