// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Contained } from './error-boundary.tsx';
import { Modal } from './modal.tsx';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';

componentTestApi();
afterEach(cleanup);

let broken = true;
function Fragile() {
  if (broken) throw new Error('the dialog could not read its data');
  return <p>Shown again</p>;
}

function Screen() {
  const [open, setOpen] = useState(true);
  return (
    <div>
      <p>The rest of the dashboard</p>
      <Modal open={open} onClose={() => setOpen(false)} title="A dialog" description="Its line">
        <Fragile />
      </Modal>
    </div>
  );
}

describe('a part that fails to render', () => {
  it('shows why and a retry inside the dialog, and the screen around it stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    renderWithApp(<Screen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This part could not be shown');
    expect(alert.textContent).toContain('the dialog could not read its data');
    expect(screen.getByRole('dialog', { name: 'A dialog' })).toBeTruthy();
    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Shown again')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('leaves a part that renders alone', () => {
    broken = false;
    renderWithApp(
      <Contained>
        <Fragile />
      </Contained>,
    );
    expect(screen.getByText('Shown again')).toBeTruthy();
  });
});
