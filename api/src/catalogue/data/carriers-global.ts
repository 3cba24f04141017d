import { ALL_LANES, ALL_ZONES, IMPERIAL_139, INTERNATIONAL, LONG, NEAR, type CarrierSpec } from './builder';

// ── Integrators, freight forwarders and the postal express network: every served country, both ways ──

const SEA_TRANSIT = { continental: { min: 10, max: 18 }, intercontinental: { min: 25, max: 35 }, long_haul: { min: 30, max: 45 } };
const AIR_FREIGHT = { metric: { system: 'metric', divisor: 6000 } as const };
const SEA_LCL = { system: 'metric', divisor: 1000 } as const; // 1 m3 = 1,000 kg (w/m)
const ROAD_GROUPAGE = { system: 'metric', divisor: 3000 } as const; // 1 m3 = 333 kg

export const GLOBAL_CARRIERS: CarrierSpec[] = [
  {
    id: 'dhl-express', name: 'DHL Express', kind: 'integrator', markupBp: 7200, home: 'DE', currency: 'EUR', lanes: ALL_LANES,
    hubs: ['LEJ', 'CVG', 'HKG', 'EMA', 'BRU', 'MXP', 'MAD', 'NRT', 'ICN', 'SYD', 'YYZ', 'PVG', 'LAX', 'JFK', 'ZRH', 'ARN', 'CDG', 'AMS'],
    modes: ['air', 'road'], reliability: 0.965,
    features: ['Door-to-door tracking', 'Customs clearance included', 'Proof of delivery', 'On Demand Delivery', 'GoGreen Plus option'],
    services: [
      { id: 'express-9', name: 'DHL Express 9:00', level: 'overnight', zones: ['domestic', 'regional', 'continental', 'intercontinental'], index: 1.1, features: ['Delivery by 9:00 next possible business day', 'Money-back guarantee'] },
      { id: 'express-worldwide', name: 'DHL Express Worldwide', level: 'express', zones: ALL_ZONES, index: 1.05, speed: -1, features: ['End of day delivery', 'Money-back guarantee'] },
      { id: 'economy-select', name: 'DHL Economy Select', level: 'standard', zones: ['regional', 'continental'], index: 1.0, mode: 'road', features: ['Time-definite road network'] },
    ],
  },
  {
    id: 'ups', name: 'UPS', kind: 'integrator', markupBp: 6800, home: 'US', currency: 'USD', lanes: ALL_LANES,
    hubs: ['SDF', 'CGN', 'SZX', 'EMA', 'PVG', 'JFK', 'LAX', 'ORD', 'YYZ', 'NRT', 'ICN', 'SYD', 'AMS', 'CDG', 'MXP', 'MAD'],
    modes: ['air', 'road'], reliability: 0.96,
    features: ['UPS My Choice delivery alerts', 'Access Point pickup', 'Customs brokerage', 'Proof of delivery'],
    services: [
      { id: 'express-plus', name: 'UPS Express Plus', level: 'overnight', zones: ['regional', 'continental', 'intercontinental'], index: 1.15, features: ['Delivery by 9:00', 'Money-back guarantee'] },
      { id: 'next-day-air', name: 'UPS Next Day Air', level: 'overnight', zones: ['domestic'], index: 1.0, volumetric: IMPERIAL_139, onlyFrom: ['US'], features: ['Next business day by 10:30'] },
      { id: 'express-saver', name: 'UPS Worldwide Express Saver', level: 'express', zones: INTERNATIONAL, index: 1.02, features: ['End of day delivery', 'Money-back guarantee'] },
      { id: 'expedited', name: 'UPS Worldwide Expedited', level: 'standard', zones: LONG, index: 1.05, speed: -1, features: ['Scheduled delivery'] },
      { id: 'standard', name: 'UPS Standard', level: 'standard', zones: ['domestic', 'regional', 'continental'], index: 0.98, mode: 'road', features: ['Day-definite road delivery'] },
      { id: 'ground', name: 'UPS Ground', level: 'economy', zones: ['domestic'], index: 0.95, volumetric: IMPERIAL_139, onlyFrom: ['US'], mode: 'road', features: ['Day-definite ground delivery'] },
    ],
  },
  {
    id: 'fedex', name: 'FedEx', kind: 'integrator', markupBp: 6500, home: 'US', currency: 'USD', lanes: ALL_LANES,
    hubs: ['MEM', 'IND', 'CDG', 'CAN', 'KIX', 'ANC', 'LGG', 'STN', 'ICN', 'SYD', 'YYZ', 'LAX', 'JFK', 'MIA', 'FRA', 'MXP'],
    modes: ['air', 'road'], reliability: 0.955,
    features: ['FedEx Delivery Manager', 'Customs clearance included', 'Picture proof of delivery'],
    services: [
      { id: 'international-first', name: 'FedEx International First', level: 'overnight', zones: ['regional', 'continental', 'intercontinental'], index: 1.2, features: ['Early-morning delivery', 'Money-back guarantee'] },
      { id: 'priority-overnight', name: 'FedEx Priority Overnight', level: 'overnight', zones: ['domestic'], index: 1.0, volumetric: IMPERIAL_139, onlyFrom: ['US', 'CA'], features: ['Next business day by 10:30'] },
      { id: 'international-priority', name: 'FedEx International Priority', level: 'express', zones: INTERNATIONAL, index: 1.0, features: ['Time-definite delivery', 'Money-back guarantee'] },
      { id: 'international-economy', name: 'FedEx International Economy', level: 'standard', zones: INTERNATIONAL, index: 0.95, features: ['Day-definite delivery'] },
      { id: 'ground', name: 'FedEx Ground', level: 'standard', zones: ['domestic'], index: 0.9, volumetric: IMPERIAL_139, onlyFrom: ['US', 'CA'], mode: 'road', speed: -1, features: ['Ground delivery', 'Residential delivery'] },
    ],
  },
  {
    id: 'tnt', name: 'TNT', kind: 'integrator', markupBp: 5200, home: 'NL', currency: 'EUR', lanes: ALL_LANES,
    hubs: ['LGG', 'CDG', 'MXP', 'MAD', 'EMA', 'AMS', 'FRA', 'HKG', 'SYD', 'MEM'], modes: ['air', 'road'], reliability: 0.945,
    features: ['Road network across Europe', 'Customs clearance included', 'Proof of delivery'],
    services: [
      { id: '9-express', name: 'TNT 9:00 Express', level: 'overnight', zones: NEAR, index: 1.05, features: ['Delivery by 9:00'] },
      { id: 'express', name: 'TNT Express', level: 'express', zones: ALL_ZONES, index: 0.98, features: ['Next possible business day'] },
      { id: 'economy-express', name: 'TNT Economy Express', level: 'standard', zones: ALL_ZONES, index: 0.92, features: ['Day-definite economy delivery'] },
    ],
  },
  {
    id: 'aramex', name: 'Aramex', kind: 'integrator', markupBp: 4300, home: 'AE', currency: 'USD', lanes: ALL_LANES,
    hubs: ['LHR', 'FRA', 'HKG', 'JFK', 'SYD', 'ICN', 'NRT'], modes: ['air', 'road'], reliability: 0.92,
    features: ['Shop & Ship', 'Cash on delivery', 'Customs brokerage'],
    services: [
      { id: 'priority-express', name: 'Aramex Priority Parcel Express', level: 'express', zones: INTERNATIONAL, index: 0.9, speed: 1, features: ['Door-to-door express'] },
      { id: 'economy-express', name: 'Aramex Economy Parcel Express', level: 'standard', zones: INTERNATIONAL, index: 0.85, speed: 1, features: ['Deferred delivery'] },
    ],
  },
  {
    id: 'db-schenker', name: 'DB Schenker', kind: 'freight', markupBp: 4800, home: 'DE', currency: 'EUR', lanes: ALL_LANES,
    hubs: ['FRA', 'DEHAM', 'NLRTM', 'BEANR', 'CNSHA', 'USNYC', 'USLAX', 'DE-HER', 'FR-LYS', 'IT-BLQ', 'ES-ZAZ', 'PVG', 'ORD', 'SEGOT'],
    modes: ['air', 'sea', 'road'], reliability: 0.93, features: ['Freight forwarding', 'Customs brokerage', 'Cargo insurance available'],
    services: [
      { id: 'system', name: 'DB SCHENKERsystem', level: 'standard', zones: NEAR, index: 0.55, minChargeKg: 30, volumetric: ROAD_GROUPAGE, mode: 'road', features: ['European groupage network'] },
      { id: 'airfreight', name: 'DB SCHENKERairfreight', level: 'standard', zones: LONG, index: 0.45, minChargeKg: 45, volumetric: AIR_FREIGHT.metric, maxKg: 1000, features: ['Consolidated air freight'] },
      { id: 'ocean-lcl', name: 'DB SCHENKERocean LCL', level: 'economy', zones: ['continental', 'intercontinental', 'long_haul'], index: 0.3, minChargeKg: 100, volumetric: SEA_LCL, mode: 'sea', transit: SEA_TRANSIT, maxKg: 1000, features: ['Less-than-container load', 'Lowest CO2 per kg'] },
    ],
  },
  {
    id: 'kuehne-nagel', name: 'Kuehne+Nagel', kind: 'freight', markupBp: 4500, home: 'CH', currency: 'CHF', lanes: ALL_LANES,
    hubs: ['ZRH', 'FRA', 'NLRTM', 'DEHAM', 'CNSHA', 'CNNGB', 'USLAX', 'USSAV', 'HKG', 'ORD', 'AUSYD', 'JPYOK', 'KRPUS'],
    modes: ['air', 'sea', 'road'], reliability: 0.935, features: ['Freight forwarding', 'Customs brokerage', 'Sea Explorer visibility'],
    services: [
      { id: 'road', name: 'KN Road Groupage', level: 'standard', zones: NEAR, index: 0.56, minChargeKg: 30, volumetric: ROAD_GROUPAGE, mode: 'road', features: ['European groupage network'] },
      { id: 'air', name: 'KN Air Freight', level: 'standard', zones: LONG, index: 0.44, minChargeKg: 45, volumetric: AIR_FREIGHT.metric, maxKg: 1000, features: ['Consolidated air freight'] },
      { id: 'sea-lcl', name: 'KN Sea Freight LCL', level: 'economy', zones: ['continental', 'intercontinental', 'long_haul'], index: 0.29, minChargeKg: 100, volumetric: SEA_LCL, mode: 'sea', transit: SEA_TRANSIT, maxKg: 1000, features: ['Less-than-container load', 'Lowest CO2 per kg'] },
    ],
  },
  {
    id: 'maersk', name: 'Maersk', kind: 'freight', markupBp: 3600, home: 'DK', currency: 'USD', lanes: ALL_LANES,
    hubs: ['NLRTM', 'DEHAM', 'BEANR', 'GBFXT', 'FRLEH', 'ESVLC', 'ITGOA', 'SEGOT', 'CNSHA', 'CNNGB', 'CNSZX', 'KRPUS', 'JPYOK', 'USLAX', 'USNYC', 'USSAV', 'CAVAN', 'AUSYD'],
    modes: ['sea', 'road'], reliability: 0.9, features: ['Ocean freight', 'Inland haulage', 'Carbon-reduced ECO Delivery option'],
    services: [
      { id: 'lcl', name: 'Maersk Ocean LCL', level: 'economy', zones: ['continental', 'intercontinental', 'long_haul'], index: 0.26, minChargeKg: 100, volumetric: SEA_LCL, mode: 'sea', transit: SEA_TRANSIT, maxKg: 1000, features: ['Less-than-container load', 'Lowest CO2 per kg'] },
      { id: 'air', name: 'Maersk Air Freight', level: 'standard', zones: LONG, index: 0.47, minChargeKg: 45, volumetric: AIR_FREIGHT.metric, maxKg: 1000, features: ['Consolidated air freight'] },
    ],
  },
  {
    id: 'dsv', name: 'DSV', kind: 'freight', markupBp: 4200, home: 'DK', currency: 'EUR', lanes: ALL_LANES,
    hubs: ['FRA', 'AMS', 'NLRTM', 'DEHAM', 'SEGOT', 'CNSHA', 'USNYC', 'ORD', 'NL-VNL', 'GB-BHX', 'ES-ZAZ', 'IT-BLQ'],
    modes: ['air', 'sea', 'road'], reliability: 0.925, features: ['Freight forwarding', 'Customs brokerage'],
    services: [
      { id: 'road', name: 'DSV Road Groupage', level: 'standard', zones: NEAR, index: 0.54, minChargeKg: 30, volumetric: ROAD_GROUPAGE, mode: 'road', features: ['European groupage network'] },
      { id: 'air', name: 'DSV Air Freight', level: 'standard', zones: LONG, index: 0.43, minChargeKg: 45, volumetric: AIR_FREIGHT.metric, maxKg: 1000, features: ['Consolidated air freight'] },
      { id: 'sea-lcl', name: 'DSV Sea Freight LCL', level: 'economy', zones: ['intercontinental', 'long_haul'], index: 0.28, minChargeKg: 100, volumetric: SEA_LCL, mode: 'sea', transit: SEA_TRANSIT, maxKg: 1000, features: ['Less-than-container load'] },
    ],
  },
  {
    id: 'nippon-express', name: 'Nippon Express', kind: 'freight', markupBp: 3900, home: 'JP', currency: 'JPY', lanes: ALL_LANES,
    hubs: ['NRT', 'KIX', 'JPYOK', 'PVG', 'CNSHA', 'LAX', 'ORD', 'AMS', 'DEHAM', 'ICN'], modes: ['air', 'sea', 'road'], reliability: 0.94,
    features: ['Freight forwarding', 'Customs brokerage', 'Japan import specialists'],
    services: [
      { id: 'air', name: 'NX Air Freight', level: 'standard', zones: ['continental', 'intercontinental', 'long_haul'], index: 0.46, minChargeKg: 45, volumetric: AIR_FREIGHT.metric, maxKg: 1000, features: ['Consolidated air freight'] },
      { id: 'sea-lcl', name: 'NX Sea Freight LCL', level: 'economy', zones: ['continental', 'intercontinental', 'long_haul'], index: 0.3, minChargeKg: 100, volumetric: SEA_LCL, mode: 'sea', transit: SEA_TRANSIT, maxKg: 1000, features: ['Less-than-container load'] },
    ],
  },
  {
    id: 'ems', name: 'EMS (Express Mail Service)', kind: 'postal', markupBp: 1500, home: 'UPU', currency: 'EUR', lanes: ALL_LANES,
    hubs: ['FRA', 'CDG', 'JFK', 'PEK', 'NRT', 'ICN', 'LHR', 'SYD', 'YYZ'], modes: ['air', 'road'], reliability: 0.9,
    features: ['Universal Postal Union network', 'Delivered by the national post', 'Online tracking'],
    services: [
      { id: 'ems', name: 'EMS International', level: 'standard', zones: INTERNATIONAL, index: 0.8, maxKg: 30, speed: -1, features: ['Priority handling by posts'] },
    ],
  },
];
