import { useTranslation } from 'react-i18next';
import { customsGiven, toMinor } from './customs-draft';
import { totalWeightText } from './parcels-draft';
import { formatMinor } from '../money';
import { needsCustoms, type AddressDraft, type ShipmentDraft } from './shipment-draft';

const orDash = (value: string) => value.trim() || '—';

export function ReviewStep({ draft }: { draft: ShipmentDraft }) {
  const { t } = useTranslation('shipments');
  const { item } = draft;
  const dimensions = [item.length, item.width, item.height].some((v) => v.trim() !== '') ? `${orDash(item.length)} × ${orDash(item.width)} × ${orDash(item.height)} cm` : '—';
  return (
    <div className="review-grid">
      <section aria-labelledby="review-item" className="review-block">
        <h4 id="review-item" className="review-title">
          {t('review.item')}
        </h4>
        <dl className="definition-list">
          <dt>{t('review.description')}</dt>
          <dd>{orDash(item.description)}</dd>
          {draft.parcels.length === 0 ? (
            <>
              <dt>{t('review.weight')}</dt>
              <dd>{item.weight.trim() ? `${item.weight} kg` : '—'}</dd>
            </>
          ) : null}
          <dt>{t('review.declaredValue')}</dt>
          <dd>{item.value.trim() ? `$${item.value}` : '—'}</dd>
          {draft.parcels.length === 0 ? (
            <>
              <dt>{t('review.dimensions')}</dt>
              <dd>{dimensions}</dd>
            </>
          ) : null}
        </dl>
        {draft.parcels.length > 0 ? <ParcelsSummary draft={draft} /> : null}
      </section>
      <AddressSummary which="from" address={draft.from} />
      <AddressSummary which="to" address={draft.to} />
      {needsCustoms(draft) && customsGiven(draft.customs) ? <CustomsSummary draft={draft} /> : null}
    </div>
  );
}

function ParcelsSummary({ draft }: { draft: ShipmentDraft }) {
  const { t } = useTranslation('shipments');
  return (
    <>
      <ol className="review-parcels" aria-label={t('review.parcels')}>
        {draft.parcels.map((p, i) => (
          <li key={i}>
            {orDash(p.weight)} {p.weightUnit}
            {[p.length, p.width, p.height].some((v) => v.trim()) ? `, ${orDash(p.length)} × ${orDash(p.width)} × ${orDash(p.height)} ${p.lengthUnit}` : ''}
            {p.packaging ? `, ${p.packaging}` : ''}
          </li>
        ))}
      </ol>
      <p>{totalWeightText(draft.parcels)}</p>
    </>
  );
}

function CustomsSummary({ draft }: { draft: ShipmentDraft }) {
  const { t } = useTranslation('shipments');
  const { customs } = draft;
  return (
    <section aria-labelledby="review-customs" className="review-block">
      <h4 id="review-customs" className="review-title">
        {t('review.customs')}
      </h4>
      <p>
        {customs.contentType}, {customs.incoterm}
      </p>
      <ul className="review-customs-items">
        {customs.items.map((i, index) => (
          <li key={index}>
            {t('review.customsItem', {
              quantity: orDash(i.quantity),
              description: orDash(i.description),
              unitValue: formatMinor(toMinor(i.unitValue, i.currency), i.currency),
              hsCode: orDash(i.hsCode),
              originCountry: orDash(i.originCountry),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

function AddressSummary({ which, address }: { which: 'from' | 'to'; address: AddressDraft }) {
  const { t } = useTranslation('shipments');
  const id = `review-${which}`;
  return (
    <section aria-labelledby={id} className="review-block">
      <h4 id={id} className="review-title">
        {t(`review.${which}`)}
      </h4>
      <address className="review-address">
        {orDash(address.name)}
        <br />
        <Line text={address.company} />
        {orDash(address.address)}
        <br />
        <Line text={address.address2} />
        {[address.postalCode, address.city, address.state].filter((v) => v.trim()).join(' ') || '—'}
        <br />
        {orDash(address.country)}
        {address.phone.trim() || address.email.trim() ? <br /> : null}
        {[address.phone, address.email].filter((v) => v.trim()).join(' · ')}
        {address.residential ? (
          <>
            <br />
            {t('review.residential')}
          </>
        ) : null}
      </address>
    </section>
  );
}

/** An optional line of an address: shown with its break only when filled in. */
function Line({ text }: { text: string }) {
  return text.trim() ? (
    <>
      {text.trim()}
      <br />
    </>
  ) : null;
}
