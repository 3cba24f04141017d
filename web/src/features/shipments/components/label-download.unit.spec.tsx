/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { labelFileName, LABEL_CHOICES } from '../api/download-label';
import { LabelDownload } from './label-download';

// ── A shipment's label in each format (issue 24 items 5 and 9): the URL asked for, the file saved, the API's reason ──

const ID = '00000000-0000-4000-8000-000000000001';
let calls: string[];
let saved: { name: string; href: string }[];
let reply: { status: number; body: string; headers: Record<string, string> };

beforeEach(() => {
  calls = [];
  saved = [];
  globalThis.fetch = jest.fn((url: string) => {
    calls.push(url);
    return Promise.resolve({
      ok: reply.status < 400,
      status: reply.status,
      statusText: '',
      headers: new Headers(reply.headers),
      text: () => Promise.resolve(reply.body),
      blob: () => Promise.resolve(new Blob([reply.body])),
    });
  }) as unknown as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:label');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => jest.restoreAllMocks());

describe('LabelDownload', () => {
  it('offers PDF 4x6, PDF A6, ZPL and PNG, and downloads the one chosen under the API file name', async () => {
    reply = { status: 200, body: '^XA^XZ', headers: { 'content-disposition': 'attachment; filename="label-WP1.zpl"' } };
    render(<LabelDownload shipmentId={ID} trackingNumber="WP1" />);
    const select = screen.getByLabelText('Label format for WP1');
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['PDF 4x6', 'PDF A6', 'ZPL (thermal, 4x6)', 'PNG 4x6']);
    await userEvent.selectOptions(select, 'zpl-4x6');
    await userEvent.click(screen.getByRole('button', { name: 'Download label WP1' }));
    await screen.findByRole('button', { name: 'Download label WP1' });
    expect(calls).toEqual([`/api/shipments/${ID}/label?format=zpl&size=4x6`]);
    expect(saved).toEqual([{ name: 'label-WP1.zpl', href: 'blob:label' }]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:label');
  });

  it('shows the API reason when the label cannot be had yet (409), and saves nothing', async () => {
    reply = { status: 409, body: JSON.stringify({ statusCode: 409, message: 'No carrier has booked this shipment yet.' }), headers: {} };
    render(<LabelDownload shipmentId={ID} trackingNumber="WP2" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download label WP2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No carrier has booked this shipment yet.');
    expect(calls).toEqual([`/api/shipments/${ID}/label?format=pdf&size=4x6`]);
    expect(saved).toEqual([]);
  });

  it('names the file itself when the API gives no usable name', () => {
    const a6 = LABEL_CHOICES.find((c) => c.id === 'pdf-a6')!;
    expect(labelFileName(null, 'WP3', a6)).toBe('label-WP3-a6.pdf');
    expect(labelFileName('attachment; filename="../etc/passwd"', 'WP3', a6)).toBe('label-WP3-a6.pdf');
  });
});
