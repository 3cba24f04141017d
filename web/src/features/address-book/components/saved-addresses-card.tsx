import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedAddressView } from '@waypost/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorReason } from '@/lib/api-client';
import { useRemoveAddress, useSavedAddresses, useSetDefaultSender } from '../api/address-book';
import { SavedAddressForm } from './saved-address-form';

/** One line of an address: its parts as the shipper typed them (data, not a sentence). */
const summary = ({ address: a }: SavedAddressView) =>
  [a.name, a.company, a.address, a.address2, [a.postalCode, a.city].filter(Boolean).join(' '), a.state, a.country].filter(Boolean).join(', ');

/** The saved addresses: each with edit, make default sender and remove; a form to add one or change one. */
export function SavedAddressesCard() {
  const { t } = useTranslation('address-book');
  const addresses = useSavedAddresses();
  const setDefault = useSetDefaultSender();
  const remove = useRemoveAddress();
  // null: no form open; 'new': a new address; else the address being changed
  const [editing, setEditing] = useState<SavedAddressView | 'new' | null>(null);
  const failed = setDefault.error ?? remove.error;
  return (
    <Card aria-labelledby="book-addresses-title">
      <CardHeader
        titleId="book-addresses-title"
        title={t('addresses.title')}
        action={
          editing === null ? (
            <Button size="sm" onClick={() => setEditing('new')}>
              {t('addresses.add')}
            </Button>
          ) : null
        }
      />
      {editing !== null ? <SavedAddressForm key={editing === 'new' ? 'new' : editing.id} editing={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      {addresses.isLoading ? <Spinner label={t('page.loading')} /> : null}
      {addresses.error ? (
        <p role="alert" className="form-error">
          {t('page.loadFailed', { reason: errorReason(addresses.error) })}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="form-error">
          {t('page.changeFailed', { reason: errorReason(failed) })}
        </p>
      ) : null}
      {addresses.data?.length === 0 ? <p className="muted">{t('addresses.empty')}</p> : null}
      <ul className="address-book-list">
        {addresses.data?.map((a) => (
          <li key={a.id} className="address-book-entry">
            <div>
              <p>
                <strong>{a.nickname}</strong> {a.defaultSender ? <Badge tone="info">{t('addresses.defaultSender')}</Badge> : null}
              </p>
              <p className="muted">{summary(a)}</p>
            </div>
            <div className="address-book-actions">
              <Button variant="outline" size="sm" aria-label={t('addresses.editLabel', { nickname: a.nickname })} onClick={() => setEditing(a)}>
                {t('addresses.edit')}
              </Button>
              {a.defaultSender ? null : (
                <Button variant="outline" size="sm" aria-label={t('addresses.makeDefaultLabel', { nickname: a.nickname })} onClick={() => setDefault.mutate(a.id)}>
                  {t('addresses.makeDefault')}
                </Button>
              )}
              <Button variant="ghost" size="sm" aria-label={t('addresses.removeLabel', { nickname: a.nickname })} onClick={() => remove.mutate(a.id)}>
                {t('addresses.remove')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
