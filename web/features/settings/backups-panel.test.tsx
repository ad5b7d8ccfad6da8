// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { BackupsPanel } from './backups-panel.tsx';
import type { BackupEntry, BackupStatus } from '../../../contract/backups.contract.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';

const api = componentTestApi();
afterEach(cleanup);

const entry = (fileName: string, createdAt: string): BackupEntry => ({ fileName, createdAt, bytes: 2_400_000 });
const older = entry('medfleet-20261123T013000Z.mfb', '2026-11-23T01:30:00.000Z');

function openBackups(status: BackupStatus) {
  const asked: string[] = [];
  api.use(
    http.get('*/api/admin/backups', () => HttpResponse.json(status)),
    http.post('*/api/admin/backups', () => {
      asked.push('take');
      return HttpResponse.json(entry('medfleet-20261126T120000Z.mfb', '2026-11-26T12:00:00.000Z'), { status: 201 });
    }),
    http.get('*/api/admin/backups/:fileName', ({ params }) => {
      asked.push(`download ${String(params.fileName)}`);
      return new HttpResponse(new Uint8Array([0x1f, 0x8b]), { headers: { 'content-type': 'application/gzip' } });
    }),
  );
  renderWithApp(<BackupsPanel />);
  return asked;
}

describe('Backups in Settings', () => {
  it('warns when the latest backup is stale, takes a fresh one and downloads it', async () => {
    URL.createObjectURL = () => 'blob:backup';
    URL.revokeObjectURL = () => undefined;
    const asked = openBackups({ nightly: true, keep: 14, latest: older, ageHours: 82.5, stale: true, backups: [older] });
    expect((await screen.findByRole('alert')).textContent).toContain('The latest backup is 82 hours old');
    expect(screen.getByText(/Latest backup: .*2\.4 MB, 82 hours ago/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Take a backup and download it' }));
    await waitFor(() => expect(asked).toEqual(['take', 'download medfleet-20261126T120000Z.mfb']));
  });

  it('says plainly when there is none yet, with no warning on PostgreSQL', async () => {
    openBackups({ nightly: false, keep: 14, latest: null, ageHours: null, stale: false, backups: [] });
    expect(await screen.findByText('No backup has been taken yet.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/On PostgreSQL, back up the database with its own tools/)).toBeTruthy();
  });
});
