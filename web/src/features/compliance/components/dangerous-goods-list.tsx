import { Trans, useTranslation } from 'react-i18next';
import type { DangerousGoodsFlag } from '@waypost/contracts';

/** One sentence per flag, with the packing group and the regulated note only when the flag has them. */
const itemKey = (f: DangerousGoodsFlag) =>
  f.packingGroup ? (f.regulated ? 'dangerousGoods.itemWithGroupRegulated' : 'dangerousGoods.itemWithGroup') : f.regulated ? 'dangerousGoods.itemRegulated' : 'dangerousGoods.item';

/** What the carrier needs for each dangerous good in the item: UN number, class, packing instruction, labels, air and post. */
export function DangerousGoodsList({ flags }: { flags: readonly DangerousGoodsFlag[] }) {
  const { t } = useTranslation('compliance');
  return (
    <ul className="cx-list" aria-label={t('dangerousGoods.listLabel')}>
      {flags.map((f) => (
        <li key={`${f.ruleId}-${f.packingInstruction}`}>
          <Trans
            t={t}
            i18nKey={itemKey(f)}
            values={{
              unNumber: f.unNumber,
              name: f.properShippingName,
              hazardClass: f.hazardClass,
              packingGroup: f.packingGroup,
              packingInstruction: f.packingInstruction,
              air: f.air,
              postal: f.postal,
            }}
            components={{ strong: <strong /> }}
          />
          {f.labels.length ? <span className="cx-small"> {t('dangerousGoods.labels', { labels: f.labels.join('; ') })}</span> : null}
        </li>
      ))}
    </ul>
  );
}
