import { STATE_FROM_POSTAL_CODE, stateRequiredFor } from '@waypost/contracts';
import { InputField } from '@/components/ui/field';
import { issueText, type FieldIssue } from './issue-text';
import type { AddressDraft } from './shipment-draft';

export type { FieldIssue } from './issue-text';

export function AddressesStep({
  from,
  to,
  issues = [],
  onChange,
}: {
  from: AddressDraft;
  to: AddressDraft;
  issues?: readonly FieldIssue[];
  onChange: (which: 'from' | 'to', address: AddressDraft) => void;
}) {
  return (
    <div className="form-grid">
      <AddressFieldset legend="From" idPrefix="from" section="fromAddress" address={from} issues={issues} onChange={(a) => onChange('from', a)} />
      <AddressFieldset legend="To" idPrefix="to" section="toAddress" address={to} issues={issues} onChange={(a) => onChange('to', a)} />
    </div>
  );
}

function AddressFieldset({
  legend,
  idPrefix,
  section,
  address,
  issues,
  onChange,
}: {
  legend: string;
  idPrefix: string;
  section: 'fromAddress' | 'toAddress';
  address: AddressDraft;
  issues: readonly FieldIssue[];
  onChange: (address: AddressDraft) => void;
}) {
  type TextField = Exclude<keyof AddressDraft, 'residential'>;
  const set = (field: TextField) => (event: { target: { value: string } }) => onChange({ ...address, [field]: event.target.value });
  const errorOf = (field: keyof AddressDraft) => issueText(issues, `${section}.${field}`);
  const text = (field: TextField, label: string, autoComplete: string, extra: { type?: string; hint?: string; required?: boolean } = {}) => (
    <InputField
      id={`${idPrefix}-${field}`}
      label={label}
      autoComplete={`section-${idPrefix} ${autoComplete}`}
      value={address[field]}
      onChange={set(field)}
      error={errorOf(field)}
      {...extra}
    />
  );
  // A state is asked for where the country needs one (or the server said so); a ZIP or postal code may fix it.
  const stateCountry = stateRequiredFor(address.country);
  const showState = stateCountry !== undefined || address.state !== '' || errorOf('state') !== undefined;
  const stateHint = stateCountry
    ? `Its code, e.g. ${STATE_EXAMPLES.get(stateCountry) ?? 'CA'}${STATE_FROM_POSTAL_CODE.has(stateCountry) ? '; taken from the postal code when left blank' : ''}.`
    : undefined;
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">{legend}</legend>
      {text('name', 'Name', 'name')}
      {text('company', 'Company (optional)', 'organization')}
      {text('address', 'Address', 'address-line1')}
      {text('address2', 'Apartment, suite, floor (optional)', 'address-line2')}
      {text('city', 'City', 'address-level2')}
      {text('country', 'Country', 'country-name')}
      {showState
        ? text('state', 'State / province', 'address-level1', {
            hint: stateHint,
            required: stateCountry !== undefined && !STATE_FROM_POSTAL_CODE.has(stateCountry),
          })
        : null}
      {text('postalCode', 'Postal code', 'postal-code')}
      {text('phone', 'Phone (optional)', 'tel', { type: 'tel' })}
      {text('email', 'Email (optional)', 'email', { type: 'email' })}
      <div className="field">
        <label className="field-label" htmlFor={`${idPrefix}-residential`}>
          <input id={`${idPrefix}-residential`} type="checkbox" checked={address.residential} onChange={(event) => onChange({ ...address, residential: event.target.checked })} />{' '}
          Residential (a home, not a business)
        </label>
      </div>
    </fieldset>
  );
}

const STATE_EXAMPLES = new Map([
  ['US', 'NY'],
  ['CA', 'ON'],
  ['AU', 'NSW'],
  ['MX', 'CMX'],
  ['BR', 'SP'],
  ['IN', 'MH'],
]);
