import { useAccessibilityPreferences } from './accessibility-store';

// ── Chart colours for recharts users ─────────────────────────────────────────
// The colour-blind-safe palette is Okabe & Ito's (distinguishable with protanopia, deuteranopia and
// tritanopia); both palettes reach 3:1 against white for graphical objects (WCAG 1.4.11).

export const DEFAULT_CHART_PALETTE = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c', '#4d7c0f'] as const;
export const COLOR_BLIND_SAFE_CHART_PALETTE = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#000000', '#8a6d00'] as const;
/** Dash patterns to pair with colours so lines differ by more than colour. */
export const CHART_DASH_PATTERNS = ['0', '6 3', '2 2', '8 3 2 3', '4 4', '1 3'] as const;

export const chartPalette = (colorBlindAssist: boolean): readonly string[] => (colorBlindAssist ? COLOR_BLIND_SAFE_CHART_PALETTE : DEFAULT_CHART_PALETTE);

/** The palette for the visitor's settings: `const colors = useChartPalette(); <Bar fill={colors[0]} />`. */
export function useChartPalette(): readonly string[] {
  return chartPalette(useAccessibilityPreferences().colorBlindAssist);
}
