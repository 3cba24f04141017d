import type { AddressDraft, ShipmentDraft } from './shipment-draft';

const orDash = (value: string) => value.trim() || '—';

export function ReviewStep({ draft }: { draft: ShipmentDraft }) {
  const { item } = draft;
  const dimensions = [item.length, item.width, item.height].some((v) => v.trim() !== '') ? `${orDash(item.length)} × ${orDash(item.width)} × ${orDash(item.height)} cm` : '—';
  return (
    <div className="review-grid">
      <section aria-labelledby="review-item" className="review-block">
        <h4 id="review-item" className="review-title">
          Item
        </h4>
        <dl className="definition-list">
          <dt>Description</dt>
          <dd>{orDash(item.description)}</dd>
          <dt>Weight</dt>
          <dd>{item.weight.trim() ? `${item.weight} kg` : '—'}</dd>
          <dt>Declared value</dt>
          <dd>{item.value.trim() ? `$${item.value}` : '—'}</dd>
          <dt>Dimensions</dt>
          <dd>{dimensions}</dd>
        </dl>
      </section>
      <AddressSummary title="From" address={draft.from} />
      <AddressSummary title="To" address={draft.to} />
    </div>
  );
}

function AddressSummary({ title, address }: { title: string; address: AddressDraft }) {
  const id = `review-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="review-block">
      <h4 id={id} className="review-title">
        {title}
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
            Residential
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
