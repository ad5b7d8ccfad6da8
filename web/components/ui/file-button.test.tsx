// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FileButton } from './file-button.tsx';

afterEach(cleanup);

const photo = () => new File([new Uint8Array([0xff, 0xd8])], 'door.jpg', { type: 'image/jpeg' });

describe('FileButton', () => {
  it('hands over each pick, the same file again too, and names its input by its text', async () => {
    const picks: string[][] = [];
    render(
      <FileButton accept="image/*" onFiles={(files) => picks.push(files.map((f) => f.name))}>
        Add photos
      </FileButton>,
    );
    const input = screen.getByLabelText('Add photos');
    const user = userEvent.setup();
    const same = photo();
    await user.upload(input, same);
    await user.upload(input, same);
    expect(picks).toEqual([['door.jpg'], ['door.jpg']]);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('opens the camera when asked, and takes nothing while disabled', async () => {
    const picks: File[][] = [];
    render(
      <FileButton accept="image/*" camera disabled inputLabel="Front photo" onFiles={(files) => picks.push(files)}>
        Take photo
      </FileButton>,
    );
    const input = screen.getByLabelText('Front photo');
    expect(input.getAttribute('capture')).toBe('environment');
    await userEvent.setup().upload(input, photo());
    expect(picks).toEqual([]);
  });
});
