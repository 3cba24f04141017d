// ── The platform tour: five steps (spec sections 2 and 9) ───────────────────

export const TOUR_AUTO_OPEN_DELAY_MS = 1500;
export const TOUR_COMPLETED_KEY = 'waypost-tour-completed';

export interface TourStep {
  id: 'welcome' | 'savings' | 'intelligence' | 'compliance' | 'sustainability';
  title: string;
  body: string;
  points: string[];
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to Waypost',
    body: 'One platform to quote, ship, track and clear customs for parcels going anywhere in the world.',
    points: ['190+ countries covered', '20 languages', 'Business and personal accounts'],
  },
  {
    id: 'savings',
    title: 'Save 30-42% on every shipment',
    body: 'We compare 40+ carriers for each parcel and show the best price, the fastest and the most reliable option side by side.',
    points: ['Multi-carrier integration', 'Instant quotes without signing up', 'No hidden fees'],
  },
  {
    id: 'intelligence',
    title: 'AI that plans ahead',
    body: 'Snap a photo and we recognise the item, its weight and size. Our models predict disruptions with 89% accuracy and reroute before delays happen.',
    points: ['AI item recognition', 'Smart route optimisation', 'Autonomous operations with human override'],
  },
  {
    id: 'compliance',
    title: 'Customs and tax, handled',
    body: 'Documents, restrictions, duties and VAT are checked before you ship, so parcels clear customs the first time.',
    points: ['Global compliance engine', 'ISO 9001 and ISO 27001', 'GDPR compliant'],
  },
  {
    id: 'sustainability',
    title: 'Ship greener',
    body: 'Consolidated routes and low-emission carriers cut shipping emissions by up to 78%.',
    points: ['Emissions shown per quote', 'Greener routes suggested first', 'Ready when you are'],
  },
];

export function isTourCompleted(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): boolean {
  try {
    return storage?.getItem(TOUR_COMPLETED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function markTourCompleted(storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
  try {
    storage?.setItem(TOUR_COMPLETED_KEY, 'true');
  } catch {
    // Storage unavailable: the tour may show again next time.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
