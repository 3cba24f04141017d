import { useTranslation } from 'react-i18next';
import { STATE_FROM_POSTAL_CODE, stateRequiredFor, type SavedAddressView } from '@waypost/contracts';
import { InputField } from '@/components/ui/field';
import { SavedAddressPicker } from './address-book-pickers';
import { issueText, type FieldIssue } from './issue-text';
import type { AddressDraft } from './shipment-draft';

export type { FieldIssue } from './issue-text';

export function AddressesStep({
  from,
  to,
  issues = [],
  savedAddresses = [],
  onChange,
}: {
  from: AddressDraft;
  to: AddressDraft;
  issues?: readonly FieldIssue[];
  /** The shipper's address book: a picker above each fieldset fills it (none shown when empty). */
  savedAddresses?: readonly SavedAddressView[];
  onChange: (which: 'from' | 'to', address: AddressDraft) => void;
}) {
  const { t } = useTranslation('shipments');
  return (
    <div className="form-grid">
      <AddressFieldset
        legend={t('addresses.from')}
        idPrefix="from"
        section="fromAddress"
        address={from}
        issues={issues}
        saved={savedAddresses}
        onChange={(a) => onChange('from', a)}
      />
      <AddressFieldset legend={t('addresses.to')} idPrefix="to" section="toAddress" address={to} issues={issues} saved={savedAddresses} onChange={(a) => onChange('to', a)} />
    </div>
  );
}

function AddressFieldset({
  legend,
  idPrefix,
  section,
  address,
  issues,
  saved,
  onChange,
}: {
  legend: string;
  idPrefix: string;
  section: 'fromAddress' | 'toAddress';
  address: AddressDraft;
  issues: readonly FieldIssue[];
  saved: readonly SavedAddressView[];
  onChange: (address: AddressDraft) => void;
}) {
  const { t } = useTranslation('shipments');
  const set = (field: TextField) => (event: { target: { value: string } }) => onChange({ ...address, [field]: event.target.value });
  const errorOf = (field: keyof AddressDraft) => issueText(issues, `${section}.${field}`);
  // A state is asked for where the country needs one (or the server said so); a ZIP or postal code may fix it.
  const stateCountry = stateRequiredFor(address.country);
  const showState = stateCountry !== undefined || address.state !== '' || errorOf('state') !== undefined;
  const example = stateCountry ? (STATE_EXAMPLES.get(stateCountry) ?? 'CA') : undefined;
  const stateHint = stateCountry
    ? STATE_FROM_POSTAL_CODE.has(stateCountry)
      ? t('addresses.stateHintFromPostalCode', { example })
      : t('addresses.stateHint', { example })
    : undefined;
  const stateProps = { hint: stateHint, required: stateCountry !== undefined && !STATE_FROM_POSTAL_CODE.has(stateCountry) };
  const text = ({ field, autoComplete, type }: AddressTextField) =>
    field === 'state' && !showState ? null : (
      <InputField
        key={field}
        id={`${idPrefix}-${field}`}
        label={t(`addresses.${field}`)}
        autoComplete={`section-${idPrefix} ${autoComplete}`}
        type={type}
        value={address[field]}
        onChange={set(field)}
        error={errorOf(field)}
        {...(field === 'state' ? stateProps : {})}
      />
    );
  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend">{legend}</legend>
      <SavedAddressPicker idPrefix={idPrefix} addresses={saved} onPick={onChange} />
      {ADDRESS_FIELDS.map(text)}
      <div className="field">
        <label className="field-label" htmlFor={`${idPrefix}-residential`}>
          <input id={`${idPrefix}-residential`} type="checkbox" checked={address.residential} onChange={(event) => onChange({ ...address, residential: event.target.checked })} />{' '}
          {t('addresses.residential')}
        </label>
      </div>
    </fieldset>
  );
}

type TextField = Exclude<keyof AddressDraft, 'residential'>;
type AddressTextField = { field: TextField; autoComplete: string; type?: 'tel' | 'email' };

/** An address's text fields in their order, with the browser's autofill token; each is labelled `addresses.<field>`. */
const ADDRESS_FIELDS: readonly AddressTextField[] = [
  { field: 'name', autoComplete: 'name' },
  { field: 'company', autoComplete: 'organization' },
  { field: 'address', autoComplete: 'address-line1' },
  { field: 'address2', autoComplete: 'address-line2' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'country', autoComplete: 'country-name' },
  { field: 'state', autoComplete: 'address-level1' },
  { field: 'postalCode', autoComplete: 'postal-code' },
  { field: 'phone', autoComplete: 'tel', type: 'tel' },
  { field: 'email', autoComplete: 'email', type: 'email' },
];

const STATE_EXAMPLES = new Map([
  ['US', 'NY'],
  ['CA', 'ON'],
  ['AU', 'NSW'],
  ['MX', 'CMX'],
  ['BR', 'SP'],
  ['IN', 'MH'],
]);
