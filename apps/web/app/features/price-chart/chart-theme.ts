import { chartBackgroundFor, chartRiseColors, type RiseColor, type ThemeName } from '@meridian/domain';
import { CHART_BRAND, CHART_PALETTES } from './chart-model';

/** The colours the chart draws with, for one theme and rise colour. */
export interface ChartColors {
  background: string;
  text: string;
  grid: string;
  border: string;
  brand: string;
  /** Rising bars (close ≥ open) and falling bars. */
  up: string;
  down: string;
}

/**
 * widgets §9 "Chart colours: brand #2354E6; up and down colours per theme; rise colour swapped by
 * cookie." Red-up swaps the theme's up and down colours.
 */
export function chartColors(theme: ThemeName, rise: RiseColor): ChartColors {
  const palette = CHART_PALETTES[theme];
  const { up, down } = chartRiseColors(theme, rise);
  return {
    background: palette.background,
    text: palette.text,
    grid: palette.grid,
    border: palette.border,
    brand: CHART_BRAND,
    up,
    down,
  };
}

/**
 * widgets §4 "Saved chart backgrounds equal to a default theme background are recoloured to the
 * current theme." A background the user chose himself (any other colour) is kept.
 */
export const backgroundFor = chartBackgroundFor;

/** A colour with an alpha, for the volume bars under the candles. */
export function withAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}
