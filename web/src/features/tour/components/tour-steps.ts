// ── The platform tour: five steps (spec sections 2 and 9) ───────────────────

export const TOUR_AUTO_OPEN_DELAY_MS = 1500;
export const TOUR_COMPLETED_KEY = 'waypost-tour-completed';

export type TourStepId = 'welcome' | 'savings' | 'intelligence' | 'compliance' | 'sustainability';

/** A step's title, body and points are messages of the `tour` namespace (tour.json, steps.<id>). */
export const TOUR_STEPS = [
  {
    id: 'welcome',
    titleKey: 'steps.welcome.title',
    bodyKey: 'steps.welcome.body',
    pointKeys: ['steps.welcome.points.countries', 'steps.welcome.points.languages', 'steps.welcome.points.accounts'],
  },
  {
    id: 'savings',
    titleKey: 'steps.savings.title',
    bodyKey: 'steps.savings.body',
    pointKeys: ['steps.savings.points.multiCarrier', 'steps.savings.points.instantQuotes', 'steps.savings.points.noHiddenFees'],
  },
  {
    id: 'intelligence',
    titleKey: 'steps.intelligence.title',
    bodyKey: 'steps.intelligence.body',
    pointKeys: ['steps.intelligence.points.itemRecognition', 'steps.intelligence.points.routeOptimisation', 'steps.intelligence.points.autonomous'],
  },
  {
    id: 'compliance',
    titleKey: 'steps.compliance.title',
    bodyKey: 'steps.compliance.body',
    pointKeys: ['steps.compliance.points.engine', 'steps.compliance.points.iso', 'steps.compliance.points.gdpr'],
  },
  {
    id: 'sustainability',
    titleKey: 'steps.sustainability.title',
    bodyKey: 'steps.sustainability.body',
    pointKeys: ['steps.sustainability.points.emissions', 'steps.sustainability.points.greenerRoutes', 'steps.sustainability.points.ready'],
  },
] as const satisfies readonly { id: TourStepId; titleKey: string; bodyKey: string; pointKeys: readonly string[] }[];

export type TourStep = (typeof TOUR_STEPS)[number];

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
