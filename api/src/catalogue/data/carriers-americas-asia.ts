import { DOMESTIC, INTERNATIONAL, domesticOnly, fromHome, type CarrierSpec } from './builder';

// ── North America, Asia-Pacific posts and parcel networks, cross-border e-commerce ──

const INTL = INTERNATIONAL;
const USPS_DIM = { system: 'imperial', divisor: 166 } as const; // USPS retail dimensional weight divisor

export const AMERICAS_ASIA_CARRIERS: CarrierSpec[] = [
  {
    id: 'usps', name: 'USPS', kind: 'postal', markupBp: 1900, home: 'US', currency: 'USD', lanes: fromHome('US'),
    hubs: ['JFK', 'ORD', 'LAX', 'MIA', 'US-DFW'], modes: ['air', 'road'], reliability: 0.91, features: ['Free package pickup', 'Delivery to PO Boxes'],
    services: [
      { id: 'priority-express', name: 'Priority Mail Express', level: 'express', zones: DOMESTIC, index: 1.6, volumetric: USPS_DIM, maxKg: 31.7, features: ['1-2 day guarantee', 'Money-back guarantee'] },
      { id: 'priority', name: 'Priority Mail', level: 'standard', zones: DOMESTIC, index: 0.95, volumetric: USPS_DIM, maxKg: 31.7, speed: -1, features: ['Flat rate boxes'] },
      { id: 'ground-advantage', name: 'USPS Ground Advantage', level: 'economy', zones: DOMESTIC, index: 1.0, volumetric: USPS_DIM, maxKg: 31.7, features: ['Tracking included'] },
      { id: 'pme-international', name: 'Priority Mail Express International', level: 'express', zones: INTL, index: 1.0, volumetric: USPS_DIM, maxKg: 30, speed: 1, features: ['Date-certain to select countries'] },
      { id: 'pm-international', name: 'Priority Mail International', level: 'standard', zones: INTL, index: 0.85, volumetric: USPS_DIM, maxKg: 30, speed: 1, features: ['Tracked worldwide'] },
      { id: 'first-class-international', name: 'First-Class Package International Service', level: 'economy', zones: INTL, index: 0.65, volumetric: USPS_DIM, maxKg: 1.8, features: ['Small packages up to 4 lb'] },
    ],
  },
  {
    id: 'ontrac', name: 'OnTrac', kind: 'parcel', markupBp: 3100, home: 'US', currency: 'USD', lanes: domesticOnly('US'),
    hubs: ['LAX', 'US-DFW', 'US-ATL'], modes: ['road'], reliability: 0.9, features: ['Regional ground network', 'Evening and weekend delivery'],
    services: [
      { id: 'ground', name: 'OnTrac Ground', level: 'standard', zones: DOMESTIC, index: 0.85, volumetric: { system: 'imperial', divisor: 139 }, maxKg: 68, features: ['1-5 day ground'] },
    ],
  },
  {
    id: 'dhl-ecommerce', name: 'DHL eCommerce', kind: 'ecommerce', markupBp: 2700, home: 'US', currency: 'USD', lanes: [...fromHome('US', 'GB', 'CN')],
    hubs: ['ORD', 'JFK', 'LAX', 'EMA', 'HKG'], modes: ['air', 'road'], reliability: 0.9, features: ['E-commerce returns', 'Duty and tax prepaid (DDP) option'],
    services: [
      { id: 'parcel-expedited', name: 'DHL Parcel Expedited', level: 'standard', zones: DOMESTIC, index: 0.8, volumetric: { system: 'imperial', divisor: 166 }, onlyFrom: ['US'], maxKg: 11.3, speed: 1, features: ['Delivered by USPS last mile'] },
      { id: 'parcel-international-direct', name: 'DHL Parcel International Direct', level: 'standard', zones: INTL, index: 0.7, maxKg: 20, speed: 1, features: ['Tracked, DDP option'] },
      { id: 'packet-international', name: 'DHL Packet International', level: 'economy', zones: INTL, index: 0.55, maxKg: 2, features: ['Small goods up to 2 kg'] },
    ],
  },
  {
    id: 'amazon-shipping', name: 'Amazon Shipping', kind: 'parcel', markupBp: 2400, home: 'US', currency: 'USD', lanes: domesticOnly('US', 'GB', 'DE', 'FR', 'IT', 'ES'),
    hubs: ['US-DFW', 'ORD', 'GB-BHX', 'LEJ'], modes: ['road'], reliability: 0.92, features: ['Seven-day delivery', 'Photo on delivery'],
    services: [
      { id: 'ground', name: 'Amazon Shipping Ground', level: 'standard', zones: DOMESTIC, index: 0.82, maxKg: 22.7, speed: -1, features: ['2-5 day ground'] },
    ],
  },
  {
    id: 'canada-post', name: 'Canada Post', kind: 'postal', markupBp: 2100, home: 'CA', currency: 'CAD', lanes: fromHome('CA'),
    hubs: ['YYZ', 'YVR', 'YMX'], modes: ['air', 'road'], reliability: 0.9, features: ['Post office drop-off', 'Flex delivery'],
    services: [
      { id: 'priority', name: 'Canada Post Priority', level: 'overnight', zones: DOMESTIC, index: 0.75, maxKg: 30, features: ['Next business day'] },
      { id: 'xpresspost', name: 'Xpresspost', level: 'express', zones: DOMESTIC, index: 0.95, maxKg: 30, features: ['Guaranteed delivery'] },
      { id: 'regular-parcel', name: 'Regular Parcel', level: 'standard', zones: DOMESTIC, index: 1.2, maxKg: 30, features: ['Ground delivery'] },
      { id: 'xpresspost-international', name: 'Xpresspost-International', level: 'standard', zones: INTL, index: 0.95, maxKg: 30, speed: -1, features: ['Tracked, guaranteed to the US'] },
      { id: 'international-surface', name: 'International Parcel Surface', level: 'economy', zones: INTL, index: 0.7, maxKg: 30, mode: 'sea', features: ['Lowest price abroad'] },
    ],
  },
  {
    id: 'purolator', name: 'Purolator', kind: 'integrator', markupBp: 4600, home: 'CA', currency: 'CAD', lanes: [{ from: ['CA'], to: ['CA', 'US'] }, { from: ['US'], to: ['CA'] }],
    hubs: ['YYZ', 'YVR', 'YMX'], modes: ['air', 'road'], reliability: 0.93, features: ['Cross-border brokerage', 'Shipping centres'],
    services: [
      { id: 'express-9am', name: 'Purolator Express 9AM', level: 'overnight', zones: ['domestic', 'regional'], index: 0.8, features: ['Next day by 9:00'] },
      { id: 'express', name: 'Purolator Express', level: 'express', zones: ['domestic', 'regional'], index: 0.75, features: ['Next business day'] },
      { id: 'ground', name: 'Purolator Ground', level: 'standard', zones: ['domestic', 'regional'], index: 0.85, mode: 'road', features: ['Ground delivery'] },
    ],
  },
  {
    id: 'australia-post', name: 'Australia Post', kind: 'postal', markupBp: 1800, home: 'AU', currency: 'AUD', lanes: fromHome('AU'),
    hubs: ['SYD', 'MEL', 'AU-BNE'], modes: ['air', 'road'], reliability: 0.9, features: ['Parcel lockers', 'Post office drop-off'],
    services: [
      { id: 'express-post', name: 'Express Post', level: 'express', zones: DOMESTIC, index: 0.9, maxKg: 22, features: ['Next business day in the network'] },
      { id: 'parcel-post', name: 'Parcel Post', level: 'standard', zones: DOMESTIC, index: 1.1, maxKg: 22, speed: 1, features: ['Tracking included'] },
      { id: 'international-express', name: 'International Express', level: 'express', zones: INTL, index: 1.0, maxKg: 20, speed: 1, features: ['Signature on delivery'] },
      { id: 'international-standard', name: 'International Standard', level: 'standard', zones: INTL, index: 0.85, maxKg: 20, speed: 1, features: ['Tracked worldwide'] },
    ],
  },
  {
    id: 'startrack', name: 'StarTrack', kind: 'parcel', markupBp: 3400, home: 'AU', currency: 'AUD', lanes: domesticOnly('AU'),
    hubs: ['SYD', 'MEL', 'AU-BNE'], modes: ['road', 'air'], reliability: 0.91, features: ['Business delivery', 'Dangerous goods handling'],
    services: [
      { id: 'premium', name: 'StarTrack Premium', level: 'express', zones: DOMESTIC, index: 0.95, features: ['Overnight between capitals'] },
      { id: 'road-express', name: 'StarTrack Road Express', level: 'standard', zones: DOMESTIC, index: 0.9, mode: 'road', features: ['Road freight network'] },
    ],
  },
  {
    id: 'japan-post', name: 'Japan Post', kind: 'postal', markupBp: 1000, home: 'JP', currency: 'JPY', lanes: fromHome('JP'),
    hubs: ['NRT', 'KIX', 'JPYOK'], modes: ['air', 'sea', 'road'], reliability: 0.94, features: ['Post office drop-off', 'Convenience store drop-off'],
    services: [
      { id: 'yu-pack', name: 'Yu-Pack', level: 'standard', zones: DOMESTIC, index: 0.75, maxKg: 25, speed: -1, features: ['Next-day in most regions'] },
      { id: 'epacket', name: 'International ePacket', level: 'economy', zones: INTL, index: 0.6, maxKg: 2, features: ['Small goods up to 2 kg'] },
      { id: 'parcel-air', name: 'International Parcel (Air)', level: 'standard', zones: INTL, index: 0.85, maxKg: 30, features: ['Tracked worldwide'] },
      { id: 'parcel-surface', name: 'International Parcel (Surface)', level: 'economy', zones: INTL, index: 0.5, maxKg: 30, mode: 'sea', transit: { regional: { min: 7, max: 20 }, continental: { min: 14, max: 30 }, intercontinental: { min: 30, max: 60 }, long_haul: { min: 30, max: 90 } }, features: ['Surface mail by ship'] },
    ],
  },
  {
    id: 'yamato', name: 'Yamato Transport', kind: 'parcel', markupBp: 2300, home: 'JP', currency: 'JPY', lanes: fromHome('JP'),
    hubs: ['NRT', 'JP-NGO', 'KIX'], modes: ['road', 'air'], reliability: 0.96, features: ['Kuroneko time-slot delivery', 'Convenience store pickup'],
    services: [
      { id: 'time-service', name: 'TA-Q-BIN Time Service', level: 'overnight', zones: DOMESTIC, index: 0.6, maxKg: 25, features: ['Next morning by 10:00'] },
      { id: 'ta-q-bin', name: 'TA-Q-BIN', level: 'standard', zones: DOMESTIC, index: 0.8, maxKg: 25, speed: -1, features: ['Time-slot delivery'] },
      { id: 'international', name: 'International TA-Q-BIN', level: 'standard', zones: INTL, index: 0.9, maxKg: 25, features: ['Door-to-door abroad'] },
    ],
  },
  {
    id: 'sagawa', name: 'Sagawa Express', kind: 'parcel', markupBp: 2600, home: 'JP', currency: 'JPY', lanes: domesticOnly('JP'),
    hubs: ['JP-NGO', 'NRT', 'KIX'], modes: ['road'], reliability: 0.95, features: ['B2B delivery', 'Cash on delivery'],
    services: [
      { id: 'just-time', name: 'Hikyaku Just Time', level: 'overnight', zones: DOMESTIC, index: 0.65, maxKg: 30, features: ['Time-specified delivery'] },
      { id: 'takkyubin', name: 'Hikyaku Takkyubin', level: 'standard', zones: DOMESTIC, index: 0.78, maxKg: 30, speed: -1, features: ['Next-day in most regions'] },
    ],
  },
  {
    id: 'china-post', name: 'China Post', kind: 'postal', markupBp: 1200, home: 'CN', currency: 'CNY', lanes: fromHome('CN'),
    hubs: ['PEK', 'PVG', 'CAN', 'CGO'], modes: ['air', 'road'], reliability: 0.85, features: ['Nationwide post offices', 'Low-cost e-commerce lanes'],
    services: [
      { id: 'domestic-parcel', name: 'China Post Domestic Parcel', level: 'economy', zones: DOMESTIC, index: 0.45, maxKg: 40, features: ['Nationwide coverage'] },
      { id: 'registered-air-mail', name: 'China Post Registered Air Mail', level: 'economy', zones: INTL, index: 0.45, maxKg: 2, features: ['Small goods up to 2 kg'] },
      { id: 'air-parcel', name: 'China Post Air Parcel', level: 'standard', zones: INTL, index: 0.7, maxKg: 30, speed: 1, features: ['Tracked worldwide'] },
    ],
  },
  {
    id: 'sf-express', name: 'SF Express', kind: 'integrator', markupBp: 3500, home: 'CN', currency: 'CNY', lanes: fromHome('CN'),
    hubs: ['SZX', 'EHU', 'HKG', 'PVG', 'PEK'], modes: ['air', 'road'], reliability: 0.95, features: ['SF Ezhou air hub', 'Real-time tracking', 'Cold chain available'],
    services: [
      { id: 'time-definite', name: 'SF Time-definite Express', level: 'overnight', zones: DOMESTIC, index: 0.45, maxKg: 30, features: ['Next morning delivery'] },
      { id: 'standard-express', name: 'SF Standard Express', level: 'express', zones: DOMESTIC, index: 0.4, maxKg: 30, features: ['Next day in most cities'] },
      { id: 'international-express', name: 'SF International Express', level: 'express', zones: INTL, index: 0.85, maxKg: 30, speed: 1, features: ['Customs clearance included'] },
      { id: 'international-economy', name: 'SF International Economy Express', level: 'standard', zones: INTL, index: 0.72, maxKg: 30, features: ['Deferred international'] },
    ],
  },
  {
    id: 'yunexpress', name: 'YunExpress', kind: 'ecommerce', markupBp: 2200, home: 'CN', currency: 'CNY', lanes: fromHome('CN'),
    hubs: ['SZX', 'CAN', 'PVG'], modes: ['air'], reliability: 0.86, features: ['Cross-border e-commerce lines', 'DDP available'],
    services: [
      { id: 'global-direct', name: 'YunExpress Global Direct Line', level: 'economy', zones: INTL, index: 0.5, maxKg: 20, features: ['Tracked e-commerce line'] },
      { id: 'priority-line', name: 'YunExpress Priority Line', level: 'standard', zones: INTL, index: 0.62, maxKg: 20, speed: 1, features: ['Faster e-commerce line'] },
    ],
  },
  {
    id: 'cainiao', name: 'Cainiao', kind: 'ecommerce', markupBp: 2000, home: 'CN', currency: 'CNY', lanes: fromHome('CN'),
    hubs: ['PVG', 'CAN', 'CGO', 'HKG'], modes: ['air', 'road'], reliability: 0.87, features: ['AliExpress integration', 'Pickup lockers abroad'],
    services: [
      { id: 'standard-shipping', name: 'Cainiao Standard Shipping', level: 'economy', zones: INTL, index: 0.48, maxKg: 30, features: ['Tracked e-commerce shipping'] },
      { id: 'premium-shipping', name: 'Cainiao Premium Shipping', level: 'standard', zones: INTL, index: 0.65, maxKg: 30, speed: 1, features: ['Priority e-commerce shipping'] },
    ],
  },
  {
    id: 'jd-logistics', name: 'JD Logistics', kind: 'parcel', markupBp: 2900, home: 'CN', currency: 'CNY', lanes: domesticOnly('CN'),
    hubs: ['PEK', 'PVG', 'CAN', 'CGO'], modes: ['road', 'air'], reliability: 0.95, features: ['211 same/next-day delivery', 'Warehouse network'],
    services: [
      { id: 'premium', name: 'JD Premium Express', level: 'overnight', zones: DOMESTIC, index: 0.42, maxKg: 30, features: ['Next morning delivery'] },
      { id: 'express', name: 'JD Express', level: 'standard', zones: DOMESTIC, index: 0.6, maxKg: 30, speed: -1, features: ['Next day in most cities'] },
    ],
  },
  {
    id: 'zto', name: 'ZTO Express', kind: 'parcel', markupBp: 1800, home: 'CN', currency: 'CNY', lanes: domesticOnly('CN'),
    hubs: ['PVG', 'CAN', 'CGO'], modes: ['road'], reliability: 0.9, features: ['Nationwide network', 'Low-cost e-commerce parcels'],
    services: [{ id: 'standard', name: 'ZTO Standard', level: 'economy', zones: DOMESTIC, index: 0.35, maxKg: 50, features: ['Nationwide coverage'] }],
  },
  {
    id: 'korea-post', name: 'Korea Post', kind: 'postal', markupBp: 1100, home: 'KR', currency: 'KRW', lanes: fromHome('KR'),
    hubs: ['ICN', 'KR-DJN', 'KRPUS'], modes: ['air', 'road'], reliability: 0.93, features: ['Post office drop-off', 'Pickup booking'],
    services: [
      { id: 'registered-parcel', name: 'Korea Post Registered Parcel', level: 'standard', zones: DOMESTIC, index: 0.55, maxKg: 30, speed: -1, features: ['Next-day nationwide'] },
      { id: 'k-packet', name: 'K-Packet', level: 'economy', zones: INTL, index: 0.55, maxKg: 2, features: ['Small goods up to 2 kg'] },
      { id: 'international-parcel', name: 'Korea Post International Parcel (Air)', level: 'standard', zones: INTL, index: 0.8, maxKg: 30, features: ['Tracked worldwide'] },
    ],
  },
  {
    id: 'cj-logistics', name: 'CJ Logistics', kind: 'parcel', markupBp: 2500, home: 'KR', currency: 'KRW', lanes: fromHome('KR'),
    hubs: ['KR-DJN', 'ICN', 'KRPUS'], modes: ['road', 'air'], reliability: 0.94, features: ['Daebak-Taekbae nationwide', 'Cross-border e-commerce'],
    services: [
      { id: 'taekbae', name: 'CJ Daebak Taekbae', level: 'standard', zones: DOMESTIC, index: 0.5, maxKg: 30, speed: -1, features: ['Next-day nationwide'] },
      { id: 'international-express', name: 'CJ International Express', level: 'standard', zones: INTL, index: 0.75, maxKg: 30, features: ['Door-to-door abroad'] },
    ],
  },
  {
    id: 'asendia', name: 'Asendia', kind: 'ecommerce', markupBp: 2400, home: 'CH', currency: 'EUR', lanes: fromHome('FR', 'CH', 'DE', 'GB', 'US'),
    hubs: ['CDG', 'ZRH', 'FRA', 'LHR', 'JFK'], modes: ['air', 'road'], reliability: 0.88, features: ['Cross-border e-commerce', 'DDP available'],
    services: [
      { id: 'epaq-standard', name: 'Asendia e-PAQ Standard', level: 'economy', zones: INTL, index: 0.56, maxKg: 2, features: ['Small goods up to 2 kg'] },
      { id: 'epaq-plus', name: 'Asendia e-PAQ Plus', level: 'standard', zones: INTL, index: 0.68, maxKg: 20, speed: 1, features: ['Tracked, signature option'] },
    ],
  },
  {
    id: 'landmark', name: 'Landmark Global', kind: 'ecommerce', markupBp: 2300, home: 'BE', currency: 'USD', lanes: fromHome('US', 'GB', 'BE', 'NL', 'CN'),
    hubs: ['BRU', 'JFK', 'LHR', 'HKG'], modes: ['air', 'road'], reliability: 0.87, features: ['Cross-border e-commerce', 'Returns portal'],
    services: [
      { id: 'tracked', name: 'Landmark Global Tracked', level: 'economy', zones: INTL, index: 0.54, maxKg: 20, features: ['Tracked e-commerce shipping'] },
    ],
  },
];
