import { useTranslation } from 'react-i18next';
import { PageLayout } from '@/components/layouts/page-layout';
import { ParcelPresetsCard } from './parcel-presets-card';
import { SavedAddressesCard } from './saved-addresses-card';
import '../address-book.css';

/** /address-book: the shipper's saved addresses (one the default sender) and parcel presets, used by the shipment wizard. */
export function AddressBookPage() {
  const { t } = useTranslation('address-book');
  return (
    <PageLayout title={t('page.title')}>
      <div className="container page-section">
        <h1 className="page-title">{t('page.title')}</h1>
        <p className="muted">{t('page.intro')}</p>
        <SavedAddressesCard />
        <ParcelPresetsCard />
      </div>
    </PageLayout>
  );
}
