import { DOMESTIC, INTERNATIONAL, domesticOnly, fromHome, type CarrierSpec } from './builder';
import type { CountryCode } from './types';

// ── National posts and regional carriers beyond the spec's 15 countries (issue 24 item 6) ──
// Each serves its home (posts: from home to the world) or its region, as its own site describes its network
// (correios.com.br, correosdemexico.gob.mx, indiapost.gov.in, delhivery.com, singpost.com, ninjavan.co,
// emiratespost.ae, smsaexpress.com, thecourierguy.co.za, nzpost.co.nz, posta.co.ke). Tariffs in USD where the
// home currency is not a quote currency. None of them runs a lane between two of the curated 15, so those
// quotes are unchanged; the global integrators, forwarders and EMS (carriers-global.ts) serve everywhere else.

const INTL = INTERNATIONAL;
/** Ninja Van's six markets (ninjavan.co, "Where we deliver"). */
const NINJA_VAN: CountryCode[] = ['SG', 'MY', 'ID', 'PH', 'TH', 'VN'];
const GCC: CountryCode[] = ['SA', 'AE', 'BH', 'OM', 'QA', 'KW'];

export const WORLD_CARRIERS: CarrierSpec[] = [
  {
    id: 'correios', name: 'Correios', kind: 'postal', markupBp: 1600, home: 'BR', currency: 'USD', lanes: fromHome('BR'),
    hubs: ['GRU'], modes: ['air', 'road'], reliability: 0.86, features: ['Post office drop-off', 'Delivery across Brazil'],
    services: [
      { id: 'sedex', name: 'SEDEX', level: 'express', zones: DOMESTIC, index: 0.7, maxKg: 30, features: ['Next-day delivery between capitals'] },
      { id: 'pac', name: 'PAC', level: 'standard', zones: DOMESTIC, index: 0.75, maxKg: 30, speed: 1, features: ['Economy domestic parcels'] },
      { id: 'exporta-expresso', name: 'Exporta Fácil Expresso', level: 'express', zones: INTL, index: 0.95, maxKg: 30, speed: 1, features: ['EMS-based export'] },
      { id: 'exporta-standard', name: 'Exporta Fácil Standard', level: 'standard', zones: INTL, index: 0.8, maxKg: 30, speed: 1, features: ['Tracked export parcels'] },
    ],
  },
  {
    id: 'correos-mexico', name: 'Correos de México', kind: 'postal', markupBp: 1500, home: 'MX', currency: 'USD', lanes: fromHome('MX'),
    hubs: ['MEX'], modes: ['air', 'road'], reliability: 0.82, features: ['Post office drop-off'],
    services: [
      { id: 'mexpost', name: 'Mexpost', level: 'express', zones: [...DOMESTIC, ...INTL], index: 0.85, maxKg: 30, speed: 1, features: ['Express mail (EMS) at home and abroad'] },
      { id: 'paquete', name: 'Paquetería', level: 'standard', zones: [...DOMESTIC, ...INTL], index: 0.7, maxKg: 30, speed: 1, features: ['Tracked parcels'] },
    ],
  },
  {
    id: 'india-post', name: 'India Post', kind: 'postal', markupBp: 1200, home: 'IN', currency: 'USD', lanes: fromHome('IN'),
    hubs: ['DEL', 'BOM'], modes: ['air', 'road'], reliability: 0.85, features: ['Over 150,000 post offices'],
    services: [
      { id: 'speed-post', name: 'Speed Post', level: 'express', zones: DOMESTIC, index: 0.5, maxKg: 35, features: ['Time-bound domestic delivery'] },
      { id: 'international-speed-post', name: 'International Speed Post', level: 'express', zones: INTL, index: 0.85, maxKg: 30, speed: 1, features: ['EMS worldwide'] },
      { id: 'international-tracked-packet', name: 'International Tracked Packet', level: 'economy', zones: INTL, index: 0.55, maxKg: 2, features: ['Small goods up to 2 kg'] },
    ],
  },
  {
    id: 'delhivery', name: 'Delhivery', kind: 'parcel', markupBp: 2400, home: 'IN', currency: 'USD', lanes: domesticOnly('IN'),
    hubs: ['DEL', 'BOM'], modes: ['air', 'road'], reliability: 0.9, features: ['Cash on delivery', '18,000+ pin codes'],
    services: [
      { id: 'express', name: 'Delhivery Express', level: 'express', zones: DOMESTIC, index: 0.55, maxKg: 50, features: ['Air network'] },
      { id: 'surface', name: 'Delhivery Surface', level: 'standard', zones: DOMESTIC, index: 0.45, maxKg: 50, mode: 'road', features: ['Road network'] },
    ],
  },
  {
    id: 'singpost', name: 'Singapore Post', kind: 'postal', markupBp: 1500, home: 'SG', currency: 'USD', lanes: fromHome('SG'),
    hubs: ['SIN'], modes: ['air', 'road'], reliability: 0.92, features: ['POPStation lockers'],
    services: [
      { id: 'smartpac', name: 'SingPost SmartPac', level: 'standard', zones: DOMESTIC, index: 0.6, maxKg: 30, features: ['Tracked domestic parcels'] },
      { id: 'speedpost-priority', name: 'Speedpost Priority', level: 'express', zones: INTL, index: 0.95, maxKg: 30, features: ['Express worldwide'] },
      { id: 'registered', name: 'SingPost Registered Service', level: 'economy', zones: INTL, index: 0.55, maxKg: 2, features: ['Small goods up to 2 kg'] },
    ],
  },
  {
    id: 'ninja-van', name: 'Ninja Van', kind: 'parcel', markupBp: 2300, home: 'SG', currency: 'USD', lanes: [{ from: NINJA_VAN, to: NINJA_VAN }],
    hubs: ['SIN', 'KUL', 'CGK', 'MNL', 'BKK', 'SGN'], modes: ['air', 'road'], reliability: 0.9, features: ['Cash on delivery', 'Same-day in cities'],
    services: [
      { id: 'standard', name: 'Ninja Van Standard', level: 'standard', zones: ['domestic', 'regional'], index: 0.5, maxKg: 30, features: ['Domestic and cross-border South-East Asia'] },
    ],
  },
  {
    id: 'emirates-post', name: 'Emirates Post', kind: 'postal', markupBp: 1500, home: 'AE', currency: 'USD', lanes: fromHome('AE'),
    hubs: ['DXB'], modes: ['air', 'road'], reliability: 0.9, features: ['EMX express network'],
    services: [
      { id: 'emx-express', name: 'EMX Express', level: 'express', zones: [...DOMESTIC, ...INTL], index: 0.85, maxKg: 30, features: ['Express at home and abroad'] },
      { id: 'parcel', name: 'Emirates Post Parcel', level: 'standard', zones: [...DOMESTIC, ...INTL], index: 0.7, maxKg: 30, speed: 1, features: ['Tracked parcels'] },
    ],
  },
  {
    id: 'smsa', name: 'SMSA Express', kind: 'parcel', markupBp: 2600, home: 'SA', currency: 'USD', lanes: [{ from: GCC, to: GCC }],
    hubs: ['RUH', 'DXB'], modes: ['air', 'road'], reliability: 0.9, features: ['Cash on delivery', 'GCC road network'],
    services: [
      { id: 'express', name: 'SMSA Express', level: 'express', zones: ['domestic', 'regional'], index: 0.7, maxKg: 30, features: ['Next-day in the Kingdom'] },
      { id: 'economy', name: 'SMSA Economy', level: 'standard', zones: ['domestic', 'regional'], index: 0.55, maxKg: 30, mode: 'road', features: ['Road across the GCC'] },
    ],
  },
  {
    id: 'the-courier-guy', name: 'The Courier Guy', kind: 'parcel', markupBp: 2500, home: 'ZA', currency: 'USD', lanes: domesticOnly('ZA'),
    hubs: ['JNB'], modes: ['air', 'road'], reliability: 0.9, features: ['Pudo lockers', 'Door-to-door in South Africa'],
    services: [
      { id: 'overnight', name: 'The Courier Guy Overnight', level: 'express', zones: DOMESTIC, index: 0.6, maxKg: 70, features: ['Next business day between main centres'] },
      { id: 'economy', name: 'The Courier Guy Economy', level: 'standard', zones: DOMESTIC, index: 0.45, maxKg: 70, mode: 'road', features: ['Road freight 2-4 days'] },
    ],
  },
  {
    id: 'nz-post', name: 'NZ Post', kind: 'postal', markupBp: 1600, home: 'NZ', currency: 'USD', lanes: fromHome('NZ'),
    hubs: ['AKL'], modes: ['air', 'road'], reliability: 0.93, features: ['CourierPost network'],
    services: [
      { id: 'courierpost', name: 'CourierPost Overnight', level: 'express', zones: DOMESTIC, index: 0.6, maxKg: 25, features: ['Next business day'] },
      { id: 'international-courier', name: 'International Courier', level: 'express', zones: INTL, index: 0.95, maxKg: 30, features: ['Express worldwide'] },
      { id: 'international-economy', name: 'International Economy', level: 'economy', zones: INTL, index: 0.6, maxKg: 20, speed: 1, features: ['Lowest price abroad'] },
    ],
  },
  {
    id: 'posta-kenya', name: 'Posta Kenya', kind: 'postal', markupBp: 1400, home: 'KE', currency: 'USD', lanes: fromHome('KE'),
    hubs: ['NBO'], modes: ['air', 'road'], reliability: 0.8, features: ['EMS Kenya', 'Post office drop-off'],
    services: [
      { id: 'ems', name: 'EMS Kenya', level: 'express', zones: [...DOMESTIC, ...INTL], index: 0.9, maxKg: 30, speed: 1, features: ['Express mail at home and abroad'] },
      { id: 'parcel', name: 'Posta Kenya Parcel', level: 'economy', zones: [...DOMESTIC, ...INTL], index: 0.6, maxKg: 30, features: ['Surface and air parcels'] },
    ],
  },
];
