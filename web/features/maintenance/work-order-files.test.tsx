// @vitest-environment jsdom
import { File as NodeFile } from 'node:buffer';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkOrderFiles } from './work-order-files.tsx';
import type { WorkOrder } from '../../../contract/work-orders.contract.ts';
import { sendFilesAsNodeDoes } from '../../test-support/node-form-data.ts';
import { componentTestApi, renderWithApp } from '../../test-support/render.tsx';

const api = componentTestApi();
afterEach(cleanup);
sendFilesAsNodeDoes();

const order: WorkOrder = {
  id: 12,
  vehicleId: 3,
  vehicleNumber: 'A3',
  kind: 'repair',
  source: 'check',
  sourceId: 40,
  title: 'Failed check: Lights and siren',
  details: null,
  blocking: true,
  programKey: null,
  status: 'open',
  cost: null,
  parts: null,
  notes: null,
  openedBy: null,
  openedAt: '2026-11-27T08:00:00.000Z',
  startedAt: null,
  doneAt: null,
  doneBy: null,
  sourceDocumentId: 77,
  files: [
    {
      id: 5,
      fileName: 'invoice.pdf',
      contentType: 'application/pdf',
      size: 2048,
      uploadedBy: 'Avi Cohen',
      uploadedAt: '2026-11-27T09:00:00.000Z',
      fileUrl: '/api/admin/work-orders/12/files/5',
    },
  ],
};

describe("A work order's files", () => {
  it('shows the check it came from and its files; a chosen file is sent as a form, a removed one by its id', async () => {
    const sent: { text: string; removed?: string }[] = [];
    api.use(
      http.post('*/api/admin/work-orders/12/files', async ({ request }) => {
        // The form's type, not its part: Node 24's fetch sends a file chosen in jsdom as an empty part
        // (bulk-upload-dialog.test.tsx); the server's tests and the browser's carry the bytes.
        sent.push({ text: request.headers.get('content-type')?.split(';')[0] ?? '' });
        return HttpResponse.json(order, { status: 201 });
      }),
      http.delete('*/api/admin/work-orders/12/files/:fileId', ({ params }) => {
        sent.push({ text: '', removed: String(params.fileId) });
        return HttpResponse.json({ ...order, files: [] });
      }),
      http.get('*/api/admin/work-orders', () => HttpResponse.json([order])),
    );
    renderWithApp(<WorkOrderFiles order={order} />);
    expect(screen.getByRole('button', { name: 'The check' })).toBeTruthy();
    expect(screen.getByTestId('work-order-file').textContent).toContain('invoice.pdf');
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('A file for work order #12'),
      new NodeFile(['%PDF-1.4'], 'garage-report.pdf', { type: 'application/pdf' }) as unknown as File,
    );
    await user.click(screen.getByRole('button', { name: 'Remove invoice.pdf' }));
    await waitFor(() => expect(sent).toEqual([{ text: 'multipart/form-data' }, { text: '', removed: '5' }]));
  });
});
