import { useTranslation } from 'react-i18next';
import type { ParcelPresetView, SavedAddressView } from '@waypost/contracts';
import { SelectField } from '@/components/ui/field';
import { emptyParcel, type ParcelDraft } from './parcels-draft';
import type { AddressDraft } from './shipment-draft';

// ── The wizard's "from the address book" pickers (issue 28, item 5): a saved address fills a fieldset, a parcel
// preset becomes a parcel; both only where the shipper has saved something ──

/** A saved address as the wizard's fields hold it (its resolved country code is the server's business). */
export const addressDraftOf = ({ address: a }: SavedAddressView): AddressDraft => ({
  name: a.name,
  company: a.company ?? '',
  address: a.address,
  address2: a.address2 ?? '',
  city: a.city,
  state: a.state ?? '',
  country: a.country,
  postalCode: a.postalCode,
  phone: a.phone ?? '',
  email: a.email ?? '',
  residential: a.residential ?? false,
});

/** Nothing typed yet: the default sender may fill it. */
export const isBlankAddress = (a: AddressDraft): boolean => !a.residential && Object.values(a).every((v) => typeof v !== 'string' || v.trim() === '');

export const parcelDraftOf = ({ parcel: p }: ParcelPresetView): ParcelDraft => ({
  ...emptyParcel(),
  weight: String(p.weight.value),
  weightUnit: p.weight.unit,
  ...(p.dimensions ? { length: String(p.dimensions.length), width: String(p.dimensions.width), height: String(p.dimensions.height), lengthUnit: p.dimensions.unit } : {}),
  packaging: p.packaging ?? '',
});

/** Choosing an entry fills the fields at once; the picker then shows its prompt again. */
export function SavedAddressPicker({ idPrefix, addresses, onPick }: { idPrefix: string; addresses: readonly SavedAddressView[]; onPick: (address: AddressDraft) => void }) {
  const { t } = useTranslation('shipments');
  if (addresses.length === 0) return null;
  return (
    <SelectField
      id={`${idPrefix}-saved-address`}
      label={t('addressBook.pickAddress')}
      placeholder={t('addressBook.choose')}
      options={addresses.map((a) => ({ value: a.id, label: a.defaultSender ? t('addressBook.defaultSenderOption', { nickname: a.nickname }) : a.nickname }))}
      value=""
      onChange={(event) => {
        const picked = addresses.find((a) => a.id === event.target.value);
        if (picked) onPick(addressDraftOf(picked));
      }}
    />
  );
}

export function ParcelPresetPicker({ presets, onPick }: { presets: readonly ParcelPresetView[]; onPick: (parcel: ParcelDraft) => void }) {
  const { t } = useTranslation('shipments');
  if (presets.length === 0) return null;
  return (
    <SelectField
      id="parcel-preset"
      label={t('addressBook.pickPreset')}
      placeholder={t('addressBook.choose')}
      options={presets.map((p) => ({ value: p.id, label: p.name }))}
      value=""
      onChange={(event) => {
        const picked = presets.find((p) => p.id === event.target.value);
        if (picked) onPick(parcelDraftOf(picked));
      }}
    />
  );
}
