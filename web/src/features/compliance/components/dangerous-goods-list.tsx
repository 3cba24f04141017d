import type { DangerousGoodsFlag } from '@waypost/contracts';

/** What the carrier needs for each dangerous good in the item: UN number, class, packing instruction, labels, air and post. */
export function DangerousGoodsList({ flags }: { flags: readonly DangerousGoodsFlag[] }) {
  return (
    <ul className="cx-list" aria-label="Dangerous goods">
      {flags.map((f) => (
        <li key={`${f.ruleId}-${f.packingInstruction}`}>
          <strong>
            {f.unNumber} {f.properShippingName}
          </strong>
          , class {f.hazardClass}
          {f.packingGroup ? `, PG ${f.packingGroup}` : ''} - {f.packingInstruction}
          {f.regulated ? ' (declared dangerous goods)' : ''}. Air: {f.air}; post: {f.postal}.
          {f.labels.length ? <span className="cx-small"> Labels: {f.labels.join('; ')}.</span> : null}
        </li>
      ))}
    </ul>
  );
}
