import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, SavedAddressView } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { errorReason, fieldIssues } from '@/lib/api-client';
import { useSaveAddress } from '../api/address-book';

// ── A saved address: new, or one being changed. The server checks it as it checks a shipment's addresses and
// names each bad field; its message shows beside that field. ──

const TEXT_FIELDS = ['name', 'company', 'address', 'address2', 'city', 'state', 'country', 'postalCode', 'phone', 'email'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const REQUIRED = new Set<TextField>(['name', 'address', 'city', 'country']);
const AUTOCOMPLETE: Record<TextField, string> = {
  name: 'name',
  company: 'organization',
  address: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  country: 'country-name',
  postalCode: 'postal-code',
  phone: 'tel',
  email: 'email',
};

type Fields = Record<TextField, string>;
const fieldsOf = (a: SavedAddressView['address'] | undefined): Fields => Object.fromEntries(TEXT_FIELDS.map((f) => [f, a?.[f] ?? ''])) as Fields;

/** The payload's address: the required fields always, the optional ones only when filled in. */
export function toAddress(f: Fields, residential: boolean): Address {
  const optional = (['company', 'address2', 'state', 'phone', 'email'] as const).filter((k) => f[k].trim() !== '');
  return {
    name: f.name.trim(),
    address: f.address.trim(),
    city: f.city.trim(),
    country: f.country.trim(),
    postalCode: f.postalCode.trim(),
    ...Object.fromEntries(optional.map((k) => [k, f[k].trim()])),
    ...(residential ? { residential: true } : {}),
  };
}

export function SavedAddressForm({ editing, onDone }: { editing: SavedAddressView | null; onDone: () => void }) {
  const { t } = useTranslation('address-book');
  const save = useSaveAddress();
  const [nickname, setNickname] = useState(editing?.nickname ?? '');
  const [fields, setFields] = useState<Fields>(() => fieldsOf(editing?.address));
  const [residential, setResidential] = useState(editing?.address.residential ?? false);
  const [defaultSender, setDefaultSender] = useState(editing?.defaultSender ?? false);
  const issues = fieldIssues(save.error);
  const errorOf = (field: string) => issues.find((i) => i.field === field)?.message;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ id: editing?.id ?? null, nickname: nickname.trim(), address: toAddress(fields, residential), defaultSender }, { onSuccess: onDone });
  };
  const title = editing ? t('addressForm.editTitle') : t('addressForm.newTitle');
  return (
    <form onSubmit={submit} aria-label={title} noValidate className="address-book-form">
      <InputField id="book-nickname" label={t('addressForm.nickname')} required value={nickname} onChange={(e) => setNickname(e.target.value)} error={errorOf('nickname')} />
      <div className="form-grid">
        {TEXT_FIELDS.map((field) => (
          <InputField
            key={field}
            id={`book-${field}`}
            label={t(`addressForm.${field}`)}
            required={REQUIRED.has(field)}
            autoComplete={AUTOCOMPLETE[field]}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            value={fields[field]}
            onChange={(e) => setFields((now) => ({ ...now, [field]: e.target.value }))}
            error={errorOf(`address.${field}`)}
          />
        ))}
      </div>
      <label className="field-label">
        <input type="checkbox" checked={residential} onChange={(e) => setResidential(e.target.checked)} /> {t('addressForm.residential')}
      </label>
      <label className="field-label">
        <input type="checkbox" checked={defaultSender} onChange={(e) => setDefaultSender(e.target.checked)} /> {t('addressForm.defaultSender')}
      </label>
      {save.error && issues.length === 0 ? (
        <p role="alert" className="form-error">
          {t('addressForm.failed', { reason: errorReason(save.error) })}
        </p>
      ) : null}
      <div className="address-book-actions">
        <Button type="submit" disabled={save.isPending}>
          {t('addressForm.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('addressForm.cancel')}
        </Button>
      </div>
    </form>
  );
}
