import { ALL_ZONES, DOMESTIC, EUROPE, INTERNATIONAL, domesticOnly, fromHome, type CarrierSpec } from './builder';

// ── European posts and parcel networks ───────────────────────────────────────

const EU_NEAR = ['regional', 'continental'] as const;
const INTL = INTERNATIONAL;

export const EUROPEAN_CARRIERS: CarrierSpec[] = [
  {
    id: 'royal-mail', name: 'Royal Mail', kind: 'postal', markupBp: 1200, home: 'GB', currency: 'GBP', lanes: fromHome('GB'),
    hubs: ['LHR', 'EMA', 'GB-BHX'], modes: ['air', 'road'], reliability: 0.9, features: ['Post Office drop-off', 'Delivery to letterbox'],
    services: [
      { id: 'special-delivery', name: 'Special Delivery Guaranteed by 1pm', level: 'overnight', zones: DOMESTIC, index: 0.55, maxKg: 20, features: ['Guaranteed next day by 1pm', 'Signature on delivery'] },
      { id: 'tracked-24', name: 'Royal Mail Tracked 24', level: 'express', zones: DOMESTIC, index: 0.45, maxKg: 20, features: ['Next day aim', 'Tracking'] },
      { id: 'tracked-48', name: 'Royal Mail Tracked 48', level: 'standard', zones: DOMESTIC, index: 0.5, maxKg: 20, features: ['Two-day aim', 'Tracking'] },
      { id: 'intl-tracked-signed', name: 'International Tracked & Signed', level: 'standard', zones: INTL, index: 0.7, maxKg: 2, speed: 1, features: ['Signature on delivery'] },
      { id: 'intl-standard', name: 'International Standard', level: 'economy', zones: INTL, index: 0.6, maxKg: 2, speed: 1, features: ['Lowest price abroad'] },
    ],
  },
  {
    id: 'parcelforce', name: 'Parcelforce Worldwide', kind: 'postal', markupBp: 2200, home: 'GB', currency: 'GBP', lanes: fromHome('GB'),
    hubs: ['LHR', 'GB-BHX', 'EMA'], modes: ['air', 'road'], reliability: 0.92, features: ['Collection from home', 'Compensation cover included'],
    services: [
      { id: 'express24', name: 'Parcelforce express24', level: 'overnight', zones: DOMESTIC, index: 0.6, maxKg: 30, features: ['Next working day'] },
      { id: 'express48', name: 'Parcelforce express48', level: 'standard', zones: DOMESTIC, index: 0.75, maxKg: 30, speed: -1, features: ['Two working days'] },
      { id: 'globalexpress', name: 'Parcelforce globalexpress', level: 'express', zones: INTL, index: 0.95, maxKg: 30, speed: 1, features: ['Fastest international'] },
      { id: 'globalpriority', name: 'Parcelforce globalpriority', level: 'standard', zones: INTL, index: 0.82, maxKg: 30, features: ['Tracked worldwide'] },
      { id: 'globaleconomy', name: 'Parcelforce globaleconomy', level: 'economy', zones: INTL, index: 0.7, maxKg: 30, speed: 1, features: ['Economy worldwide'] },
    ],
  },
  {
    id: 'evri', name: 'Evri (Hermes UK)', kind: 'parcel', markupBp: 2800, home: 'GB', currency: 'GBP', lanes: [{ from: ['GB'], to: EUROPE }],
    hubs: ['GB-BHX', 'LHR'], modes: ['road'], reliability: 0.88, features: ['ParcelShop drop-off', 'Doorstep collection'],
    services: [
      { id: 'next-day', name: 'Evri Next Day', level: 'express', zones: DOMESTIC, index: 0.35, maxKg: 15, mode: 'road', features: ['Next day delivery'] },
      { id: 'standard', name: 'Evri Standard', level: 'standard', zones: DOMESTIC, index: 0.4, maxKg: 15, speed: 1, features: ['2-3 day delivery'] },
      { id: 'international', name: 'Evri International', level: 'standard', zones: EU_NEAR, index: 0.6, maxKg: 15, speed: 1, features: ['Tracked to Europe'] },
    ],
  },
  {
    id: 'yodel', name: 'Yodel', kind: 'parcel', markupBp: 2500, home: 'GB', currency: 'GBP', lanes: domesticOnly('GB'),
    hubs: ['GB-BHX'], modes: ['road'], reliability: 0.86, features: ['Store drop-off', 'Tracking'],
    services: [
      { id: 'xpress-24', name: 'Yodel Xpress 24', level: 'express', zones: DOMESTIC, index: 0.34, maxKg: 25, mode: 'road', features: ['Next day'] },
      { id: 'xpress-48', name: 'Yodel Xpress 48', level: 'standard', zones: DOMESTIC, index: 0.38, maxKg: 25, features: ['Two day'] },
    ],
  },
  {
    id: 'dpd', name: 'DPD', kind: 'parcel', markupBp: 3800, home: 'FR', currency: 'EUR', lanes: [{ from: EUROPE, to: EUROPE }],
    hubs: ['DE-ASC', 'NL-VNL', 'FR-LYS', 'CDG', 'IT-BLQ', 'ES-ZAZ', 'GB-BHX', 'BRU', 'SE-JKG', 'CH-HAE'], modes: ['road'], reliability: 0.93,
    features: ['Predict one-hour delivery window', 'Pickup parcelshops', 'Carbon-neutral delivery'],
    services: [
      { id: 'express', name: 'DPD Express 10:30', level: 'overnight', zones: ['domestic', 'regional'], index: 0.6, mode: 'road', maxKg: 31.5, features: ['Next day by 10:30'] },
      { id: 'classic', name: 'DPD Classic', level: 'standard', zones: ['domestic', 'regional', 'continental'], index: 0.62, maxKg: 31.5, speed: -1, features: ['Day-definite delivery'] },
    ],
  },
  {
    id: 'deutsche-post', name: 'Deutsche Post', kind: 'postal', markupBp: 1000, home: 'DE', currency: 'EUR', lanes: fromHome('DE'),
    hubs: ['LEJ', 'FRA', 'DE-HER'], modes: ['air', 'road'], reliability: 0.9, features: ['Letterbox delivery', 'Post office drop-off'],
    services: [
      { id: 'warenpost', name: 'Warenpost', level: 'economy', zones: DOMESTIC, index: 0.7, maxKg: 1, maxCm: 35, features: ['Small goods up to 1 kg'] },
      { id: 'warenpost-international', name: 'Warenpost International', level: 'economy', zones: INTL, index: 0.55, maxKg: 1, maxCm: 60, features: ['Tracked small goods up to 1 kg'] },
    ],
  },
  {
    id: 'dhl-paket', name: 'DHL Paket', kind: 'postal', markupBp: 1600, home: 'DE', currency: 'EUR', lanes: fromHome('DE'),
    hubs: ['DE-HER', 'LEJ', 'FRA', 'DE-ASC'], modes: ['road', 'air'], reliability: 0.94, features: ['Packstation delivery', 'Preferred delivery day', 'Post office drop-off'],
    services: [
      { id: 'paket', name: 'DHL Paket', level: 'standard', zones: DOMESTIC, index: 0.95, maxKg: 31.5, speed: -1, features: ['Insured up to 500 EUR'] },
      { id: 'paket-international', name: 'DHL Paket International', level: 'standard', zones: INTL, index: 0.75, maxKg: 31.5, features: ['Premium or economy routing'] },
    ],
  },
  {
    id: 'hermes-de', name: 'Hermes Germany', kind: 'parcel', markupBp: 2600, home: 'DE', currency: 'EUR', lanes: [{ from: ['DE'], to: EUROPE }],
    hubs: ['DE-HER', 'DE-ASC'], modes: ['road'], reliability: 0.89, features: ['PaketShop drop-off', 'Doorstep collection'],
    services: [
      { id: 'paket', name: 'Hermes Paket', level: 'standard', zones: DOMESTIC, index: 0.7, maxKg: 25, features: ['2-3 day delivery'] },
      { id: 'international', name: 'Hermes International', level: 'standard', zones: EU_NEAR, index: 0.62, maxKg: 25, speed: 1, features: ['Tracked to Europe'] },
    ],
  },
  {
    id: 'gls', name: 'GLS', kind: 'parcel', markupBp: 3500, home: 'NL', currency: 'EUR', lanes: [{ from: EUROPE, to: EUROPE }, ...domesticOnly('US', 'CA')],
    hubs: ['DE-HER', 'NL-VNL', 'FR-LYS', 'IT-BLQ', 'ES-ZAZ', 'BRU', 'US-DFW', 'YYZ'], modes: ['road'], reliability: 0.925,
    features: ['FlexDeliveryService', 'ParcelShop network', 'ThinkGreen climate protection'],
    services: [
      { id: 'express', name: 'GLS ExpressParcel', level: 'overnight', zones: ['domestic', 'regional'], index: 0.58, mode: 'road', maxKg: 40, features: ['Next day by 12:00'] },
      { id: 'business', name: 'GLS BusinessParcel', level: 'standard', zones: ['domestic', 'regional', 'continental'], index: 0.6, maxKg: 40, features: ['Day-definite delivery'] },
    ],
  },
  {
    id: 'colissimo', name: 'La Poste Colissimo', kind: 'postal', markupBp: 1400, home: 'FR', currency: 'EUR', lanes: fromHome('FR'),
    hubs: ['CDG', 'FR-LYS'], modes: ['air', 'road'], reliability: 0.91, features: ['Relay point delivery', 'Post office drop-off'],
    services: [
      { id: 'domicile', name: 'Colissimo Domicile', level: 'standard', zones: DOMESTIC, index: 1.05, maxKg: 30, speed: -1, features: ['Delivery to the door'] },
      { id: 'international', name: 'Colissimo International', level: 'standard', zones: INTL, index: 0.8, maxKg: 30, features: ['Tracked worldwide'] },
      { id: 'lettre-suivie', name: 'Lettre Suivie Internationale', level: 'economy', zones: INTL, index: 0.58, maxKg: 2, features: ['Small goods up to 2 kg'] },
    ],
  },
  {
    id: 'chronopost', name: 'Chronopost', kind: 'integrator', markupBp: 4400, home: 'FR', currency: 'EUR', lanes: fromHome('FR'),
    hubs: ['CDG', 'FR-LYS'], modes: ['air', 'road'], reliability: 0.935, features: ['Predict delivery slot', 'Pickup points'],
    services: [
      { id: 'chrono-13', name: 'Chrono 13', level: 'overnight', zones: DOMESTIC, index: 0.7, maxKg: 30, features: ['Next day by 13:00'] },
      { id: 'chrono-express', name: 'Chrono Express', level: 'express', zones: INTL, index: 0.95, maxKg: 30, features: ['Express worldwide'] },
      { id: 'chrono-classic', name: 'Chrono Classic', level: 'standard', zones: ['regional', 'continental'], index: 0.75, maxKg: 30, features: ['Economy Europe'] },
    ],
  },
  {
    id: 'mondial-relay', name: 'Mondial Relay', kind: 'parcel', markupBp: 2000, home: 'FR', currency: 'EUR', lanes: [{ from: ['FR', 'BE', 'NL', 'ES', 'DE', 'IT'], to: ['FR', 'BE', 'NL', 'ES', 'DE', 'IT'] }],
    hubs: ['FR-LYS', 'CDG', 'BRU', 'ES-ZAZ'], modes: ['road'], reliability: 0.87, features: ['Point Relais pickup', 'Locker delivery'],
    services: [
      { id: 'point-relais', name: 'Mondial Relay Point Relais', level: 'economy', zones: ['domestic', 'regional'], index: 0.75, maxKg: 30, features: ['Pickup point delivery'] },
    ],
  },
  {
    id: 'postnl', name: 'PostNL', kind: 'postal', markupBp: 1700, home: 'NL', currency: 'EUR', lanes: [...fromHome('NL'), { from: ['BE'], to: ['BE'] }],
    hubs: ['AMS', 'NL-VNL', 'BRU'], modes: ['road', 'air'], reliability: 0.92, features: ['PostNL points', 'Evening delivery'],
    services: [
      { id: 'brievenbuspakje', name: 'PostNL Brievenbuspakje', level: 'economy', zones: DOMESTIC, index: 0.85, maxKg: 2, maxCm: 38, features: ['Fits through the letterbox'] },
      { id: 'standaard', name: 'PostNL Standaard Pakket', level: 'standard', zones: DOMESTIC, index: 1.0, maxKg: 23, speed: -1, features: ['Next day delivery'] },
      { id: 'pakket-eu', name: 'PostNL Pakket EU', level: 'standard', zones: ['regional', 'continental'], index: 0.72, maxKg: 23, features: ['Tracked in Europe'] },
      { id: 'pakket-wereld', name: 'PostNL Pakket Wereld', level: 'standard', zones: ['intercontinental', 'long_haul'], index: 0.78, maxKg: 20, speed: 1, features: ['Tracked worldwide'] },
    ],
  },
  {
    id: 'bpost', name: 'bpost', kind: 'postal', markupBp: 1500, home: 'BE', currency: 'EUR', lanes: fromHome('BE'),
    hubs: ['BRU', 'LGG'], modes: ['road', 'air'], reliability: 0.91, features: ['Post office and parcel lockers', 'Saturday delivery'],
    services: [
      { id: 'bpack-24h', name: 'bpack 24h', level: 'express', zones: DOMESTIC, index: 0.6, maxKg: 30, mode: 'road', features: ['Next business day'] },
      { id: 'bpack-europe', name: 'bpack Europe', level: 'standard', zones: ['regional', 'continental'], index: 0.74, maxKg: 30, features: ['Tracked in Europe'] },
      { id: 'bpack-world', name: 'bpack World Business', level: 'standard', zones: ['intercontinental', 'long_haul'], index: 0.8, maxKg: 30, speed: 1, features: ['Tracked worldwide'] },
    ],
  },
  {
    id: 'poste-italiane', name: 'Poste Italiane', kind: 'postal', markupBp: 1300, home: 'IT', currency: 'EUR', lanes: fromHome('IT'),
    hubs: ['MXP', 'FCO', 'IT-BLQ'], modes: ['air', 'road'], reliability: 0.88, features: ['Post office drop-off', 'Punto Poste lockers'],
    services: [
      { id: 'delivery-express', name: 'Poste Delivery Business Express', level: 'express', zones: DOMESTIC, index: 0.7, maxKg: 30, mode: 'road', features: ['Next business day'] },
      { id: 'delivery-standard', name: 'Poste Delivery Standard', level: 'standard', zones: DOMESTIC, index: 0.75, maxKg: 30, speed: 1, features: ['3-4 business days'] },
      { id: 'delivery-international', name: 'Poste Delivery International', level: 'standard', zones: INTL, index: 0.82, maxKg: 30, speed: 1, features: ['Tracked worldwide'] },
      { id: 'postapriority', name: 'Postapriority Internazionale', level: 'economy', zones: INTL, index: 0.6, maxKg: 2, features: ['Small goods up to 2 kg'] },
    ],
  },
  {
    id: 'brt', name: 'BRT (Bartolini)', kind: 'parcel', markupBp: 3000, home: 'IT', currency: 'EUR', lanes: [{ from: ['IT'], to: EUROPE }],
    hubs: ['IT-BLQ', 'MXP'], modes: ['road'], reliability: 0.9, features: ['BRT-fermopoint pickup', 'Delivery notifications'],
    services: [
      { id: 'priority', name: 'BRT Priority', level: 'express', zones: DOMESTIC, index: 0.55, maxKg: 50, mode: 'road', features: ['Next day by 10:30'] },
      { id: 'express', name: 'BRT Express', level: 'standard', zones: DOMESTIC, index: 0.6, maxKg: 50, speed: -1, features: ['24-48 hour delivery'] },
      { id: 'euro-express', name: 'BRT Euro Express', level: 'standard', zones: EU_NEAR, index: 0.66, maxKg: 31.5, features: ['DPD network in Europe'] },
    ],
  },
  {
    id: 'correos', name: 'Correos', kind: 'postal', markupBp: 1100, home: 'ES', currency: 'EUR', lanes: fromHome('ES'),
    hubs: ['MAD', 'BCN', 'ES-ZAZ'], modes: ['air', 'road'], reliability: 0.87, features: ['CityPaq lockers', 'Post office drop-off'],
    services: [
      { id: 'paq-premium', name: 'Paq Premium', level: 'express', zones: DOMESTIC, index: 0.6, maxKg: 30, mode: 'road', features: ['Next business day'] },
      { id: 'paq-estandar', name: 'Paq Estándar', level: 'standard', zones: DOMESTIC, index: 0.7, maxKg: 30, speed: 1, features: ['2-3 business days'] },
      { id: 'intl-prioritario', name: 'Paquete Internacional Prioritario', level: 'standard', zones: INTL, index: 0.8, maxKg: 30, speed: 1, features: ['Tracked worldwide'] },
      { id: 'intl-economico', name: 'Paquete Internacional Económico', level: 'economy', zones: INTL, index: 0.62, maxKg: 30, speed: 1, features: ['Lowest price abroad'] },
    ],
  },
  {
    id: 'seur', name: 'SEUR', kind: 'parcel', markupBp: 3300, home: 'ES', currency: 'EUR', lanes: [{ from: ['ES'], to: EUROPE }],
    hubs: ['ES-ZAZ', 'MAD', 'BCN'], modes: ['road'], reliability: 0.9, features: ['Predict delivery window', 'Pickup points'],
    services: [
      { id: 'seur-24', name: 'SEUR 24', level: 'express', zones: DOMESTIC, index: 0.58, maxKg: 40, mode: 'road', features: ['Next day'] },
      { id: 'seur-48', name: 'SEUR 48', level: 'standard', zones: DOMESTIC, index: 0.6, maxKg: 40, features: ['48 hour delivery'] },
      { id: 'classic-europe', name: 'SEUR Classic Europe', level: 'standard', zones: EU_NEAR, index: 0.65, maxKg: 31.5, features: ['DPD network in Europe'] },
    ],
  },
  {
    id: 'postnord', name: 'PostNord', kind: 'postal', markupBp: 1600, home: 'SE', currency: 'SEK', lanes: fromHome('SE'),
    hubs: ['ARN', 'SE-JKG', 'SEGOT'], modes: ['road', 'air'], reliability: 0.89, features: ['Service point pickup', 'Parcel lockers'],
    services: [
      { id: 'varubrev', name: 'PostNord Varubrev', level: 'economy', zones: ALL_ZONES, index: 0.65, maxKg: 2, features: ['Small goods up to 2 kg'] },
      { id: 'mypack-home', name: 'PostNord MyPack Home', level: 'standard', zones: DOMESTIC, index: 1.0, maxKg: 20, features: ['Home delivery'] },
      { id: 'parcel-international', name: 'PostNord International Parcel', level: 'standard', zones: INTL, index: 0.85, maxKg: 20, speed: 1, features: ['Tracked worldwide'] },
    ],
  },
  {
    id: 'swiss-post', name: 'Swiss Post', kind: 'postal', markupBp: 900, home: 'CH', currency: 'CHF', lanes: fromHome('CH'),
    hubs: ['ZRH', 'CH-HAE'], modes: ['road', 'air'], reliability: 0.95, features: ['My Post 24 lockers', 'Pick@home'],
    services: [
      { id: 'postpac-priority', name: 'PostPac Priority', level: 'express', zones: DOMESTIC, index: 0.85, maxKg: 30, mode: 'road', features: ['Next working day'] },
      { id: 'postpac-economy', name: 'PostPac Economy', level: 'economy', zones: DOMESTIC, index: 0.95, maxKg: 30, features: ['Two working days'] },
      { id: 'postpac-intl-priority', name: 'PostPac International Priority', level: 'standard', zones: INTL, index: 1.0, maxKg: 30, features: ['Tracked worldwide'] },
      { id: 'postpac-intl-economy', name: 'PostPac International Economy', level: 'economy', zones: INTL, index: 0.82, maxKg: 30, speed: 1, features: ['Economy worldwide'] },
    ],
  },
];
