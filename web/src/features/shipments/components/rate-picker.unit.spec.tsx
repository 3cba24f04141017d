/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Rate } from '@waypost/contracts';
import { formatMinor, minorDigits } from './money';
import { RatePicker, cheapestRateId } from './rate-picker';

// ── The rates as a radio group: price in its own currency, the cheapest marked, the choice handed back ──

const rate = (n: number, amountMinor: number, currency = 'EUR'): Rate => ({
  id: `rate_${String(n).repeat(32)}`,
  carrierId: `c${n}`,
  carrierName: `Carrier ${n}`,
  serviceId: `s${n}`,
  serviceName: `Service ${n}`,
  serviceLevel: 'standard',
  price: { amountMinor, currency },
  reliability: 0.9,
  currency,
  lines: [{ kind: 'base', code: 'BASE', label: 'Base rate', amountMinor }],
  transitDays: n,
  estimatedDelivery: '2026-11-25T00:00:00.000Z',
  expiresAt: '2026-11-21T00:00:00.000Z',
});

describe('money in minor units', () => {
  it('uses the currency’s own decimals', () => {
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
    expect(formatMinor(12_345, 'EUR')).toBe('€123.45');
    expect(formatMinor(1_500, 'JPY')).toBe('¥1,500');
    expect(formatMinor(999, 'KRW')).toBe('₩999');
  });
});

describe('RatePicker', () => {
  it('lists each rate with its price, marks the cheapest and hands back the one picked', async () => {
    const rates = [rate(1, 3_000), rate(2, 1_999), rate(3, 1_999)];
    expect(cheapestRateId(rates)).toBe(rates[1]!.id);
    expect(cheapestRateId([])).toBeNull();
    const picked: string[] = [];
    render(<RatePicker rates={rates} value={null} onChange={(id) => picked.push(id)} legend="Rates" />);
    const group = screen.getByRole('group', { name: 'Rates' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('li')!.querySelector('label')!.textContent)).toEqual([
      'Carrier 1, Service 1 €30.00',
      'Carrier 2, Service 2 €19.99 (cheapest)',
      'Carrier 3, Service 3 €19.99',
    ]);
    expect(radios[0]).toHaveAccessibleDescription(/^1 day in transit · delivery by /);
    await userEvent.click(within(group).getByRole('radio', { name: /Carrier 3, Service 3/ }));
    expect(picked).toEqual([rates[2]!.id]);
  });
});
