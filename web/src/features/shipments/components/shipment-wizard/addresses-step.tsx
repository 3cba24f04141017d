import { InputField } from '@/components/ui/field';
import type { AddressDraft } from './shipment-draft';

export function AddressesStep({ from, to, onChange }: { from: AddressDraft; to: AddressDraft; onChange: (which: 'from' | 'to', address: AddressDraft) => void }) {
  return (
    <div className="form-grid">
      <AddressFieldset legend="From" idPrefix="from" address={from} onChange={(a) => onChange('from', a)} />
      <AddressFieldset legend="To" idPrefix="to" address={to} onChange={(a) => onChange('to', a)} />
    </div>
  );
}

function AddressFieldset({ legend, idPrefix, address, onChange }: { legend: string; idPrefix: string; address: AddressDraft; onChange: (address: AddressDraft) => void }) {
  const set = (field: keyof AddressDraft) => (event: { target: { value: string } }) => onChange({ ...address, [field]: event.target.value });
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">{legend}</legend>
      <InputField id={`${idPrefix}-name`} label="Name" autoComplete={`section-${idPrefix} name`} value={address.name} onChange={set('name')} />
      <InputField id={`${idPrefix}-address`} label="Address" autoComplete={`section-${idPrefix} street-address`} value={address.address} onChange={set('address')} />
      <InputField id={`${idPrefix}-city`} label="City" autoComplete={`section-${idPrefix} address-level2`} value={address.city} onChange={set('city')} />
      <InputField id={`${idPrefix}-country`} label="Country" autoComplete={`section-${idPrefix} country-name`} value={address.country} onChange={set('country')} />
      <InputField id={`${idPrefix}-postalCode`} label="Postal code" autoComplete={`section-${idPrefix} postal-code`} value={address.postalCode} onChange={set('postalCode')} />
    </fieldset>
  );
}
