import { describe, expect, it } from 'vitest';
import { CHART_PALETTES } from './chart-model';
import { backgroundFor, chartColors, withAlpha } from './chart-theme';

describe('chart theme', () => {
  it('widgets §9 "Chart colours: brand #2354E6"', () => {
    expect(chartColors('light', 'green-up').brand).toBe('#2354E6');
    expect(chartColors('dark', 'red-up').brand).toBe('#2354E6');
  });

  it('widgets §9 "up and down colours per theme"', () => {
    for (const theme of ['light', 'dark'] as const) {
      const colors = chartColors(theme, 'green-up');
      expect(colors.up).toBe(CHART_PALETTES[theme].up);
      expect(colors.down).toBe(CHART_PALETTES[theme].down);
      expect(colors.background).toBe(CHART_PALETTES[theme].background);
    }
    expect(CHART_PALETTES.light.background).not.toBe(CHART_PALETTES.dark.background);
  });

  it('widgets §9 "rise colour swapped by cookie": red-up swaps up and down', () => {
    const green = chartColors('dark', 'green-up');
    const red = chartColors('dark', 'red-up');
    expect(red.up).toBe(green.down);
    expect(red.down).toBe(green.up);
  });

  it('widgets §4 "Saved chart backgrounds equal to a default theme background are recoloured to the current theme"', () => {
    expect(backgroundFor(CHART_PALETTES.light.background, 'dark')).toBe(CHART_PALETTES.dark.background);
    expect(backgroundFor(CHART_PALETTES.dark.background.toLowerCase(), 'light')).toBe(CHART_PALETTES.light.background);
    expect(backgroundFor(undefined, 'dark')).toBe(CHART_PALETTES.dark.background);
  });

  it('keeps a background the user chose', () => {
    expect(backgroundFor('#123456', 'dark')).toBe('#123456');
    expect(backgroundFor('#123456', 'light')).toBe('#123456');
  });

  it('writes a colour with alpha', () => {
    expect(withAlpha('#FF8000', 0.5)).toBe('rgba(255, 128, 0, 0.5)');
  });
});
