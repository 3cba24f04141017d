/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelPresetView, SavedAddressView } from '@waypost/contracts';
import { isBlankAddress } from './address-book-pickers';
import { AddressesStep } from './addresses-step';
import { ParcelsFieldset } from './parcels-fieldset';
import { emptyDraft, type ShipmentDraft } from './shipment-draft';
import type { ParcelDraft } from './parcels-draft';

// ── The wizard's address book pickers: a saved address fills a fieldset, a preset becomes a parcel ──

const shop: SavedAddressView = {
  id: 'a-shop',
  nickname: 'Shop',
  address: {
    name: 'Ada Shop',
    company: 'Ada GmbH',
    address: '2 Friedrichstraße',
    city: 'Berlin',
    country: 'Germany',
    countryCode: 'DE',
    postalCode: '10117',
    phone: '+49301234567',
  },
  defaultSender: true,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
};
const box: ParcelPresetView = {
  id: 'p-box',
  name: 'Small box',
  parcel: { weight: { value: 3, unit: 'lb' }, dimensions: { length: 12, width: 8, height: 4, unit: 'in' }, packaging: 'box' },
  createdAt: shop.createdAt,
  updatedAt: shop.createdAt,
};

function Addresses({ saved }: { saved: SavedAddressView[] }) {
  const [draft, setDraft] = useState<ShipmentDraft>(emptyDraft);
  return <AddressesStep from={draft.from} to={draft.to} savedAddresses={saved} onChange={(which, address) => setDraft((d) => ({ ...d, [which]: address }))} />;
}

it('fills the recipient from a saved address, and shows no picker without saved addresses', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<Addresses saved={[shop]} />);
  const to = within(screen.getByRole('group', { name: 'To' }));
  expect(to.getByRole('option', { name: 'Shop (default sender)' })).toBeInTheDocument();
  await user.selectOptions(to.getByLabelText('Fill from the address book'), 'a-shop');
  expect(to.getByLabelText('Name')).toHaveValue('Ada Shop');
  expect(to.getByLabelText('Company (optional)')).toHaveValue('Ada GmbH');
  expect(to.getByLabelText('Postal code')).toHaveValue('10117');
  expect(to.getByLabelText('Phone (optional)')).toHaveValue('+49301234567');
  // the picker shows its prompt again; the sender is untouched
  expect(to.getByLabelText('Fill from the address book')).toHaveValue('');
  expect(within(screen.getByRole('group', { name: 'From' })).getByLabelText('Name')).toHaveValue('');
  unmount();
  render(<Addresses saved={[]} />);
  expect(screen.queryByLabelText('Fill from the address book')).toBeNull();
});

it('a preset becomes the one parcel, then one more', async () => {
  const user = userEvent.setup();
  let parcels: ParcelDraft[] = [];
  function Parcels() {
    const [list, setList] = useState<ParcelDraft[]>([]);
    parcels = list;
    return <ParcelsFieldset item={{ weight: '', length: '', width: '', height: '' }} parcels={list} presets={[box]} onChange={setList} onItemSize={() => undefined} />;
  }
  render(<Parcels />);
  await user.selectOptions(screen.getByLabelText('Add a parcel from a preset'), 'p-box');
  expect(parcels).toEqual([{ weight: '3', weightUnit: 'lb', length: '12', width: '8', height: '4', lengthUnit: 'in', packaging: 'box' }]);
  await user.selectOptions(screen.getByLabelText('Add a parcel from a preset'), 'p-box');
  expect(parcels).toHaveLength(2);
  expect(screen.getByText('Total weight: 6 lb (2.722 kg)')).toBeVisible();
});

it('only a blank sender is pre-filled with the default sender', () => {
  expect(isBlankAddress(emptyDraft().from)).toBe(true);
  expect(isBlankAddress({ ...emptyDraft().from, city: 'Berlin' })).toBe(false);
  expect(isBlankAddress({ ...emptyDraft().from, residential: true })).toBe(false);
});
