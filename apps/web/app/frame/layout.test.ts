import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accountMenuMediaQueries, KYC_MODAL_WIDE_MIN_PX } from '@meridian/domain';
import { LAYOUT } from './layout';

// CSS custom properties cannot be used in @media queries, so the layout numbers are written in the
// stylesheets too; this keeps every copy equal to LAYOUT (change one, and this fails until all do).

const APP = join(dirname(fileURLToPath(import.meta.url)), '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

const sheets = cssFiles(APP).map((path) => ({
  name: relative(APP, path),
  // Comments may quote the spec's numbers; only rules count.
  css: readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
}));

/** Every `(min-width: …)` / `(max-width: …)` of every @media rule, with its file. */
const mediaWidths = sheets.flatMap(({ name, css }) =>
  [...css.matchAll(/@media[^{]*/g)].flatMap(([query]) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|rem|em)\)/g)].map(([, bound, value, unit]) => ({
      name,
      feature: `${bound}-width: ${value}${unit}`,
    })),
  ),
);

const { mobileBreakpointPx: mobile, modalMobileBreakpointPx: modal, kycModalSwitchPx: kycModal } = LAYOUT;
/** The media features the layout constants stand for (767.98 is "below 768" without overlap). */
const FROM_LAYOUT = new Set([
  `max-width: ${mobile}px`,
  `min-width: ${mobile}px`,
  `max-width: ${mobile - 0.02}px`,
  `max-width: ${modal}px`,
  `min-width: ${kycModal}px`,
]);
/**
 * widgets §9 "Menu breakpoints 1439, 992, 1248, 768, 1024": the account side menu's collapse and
 * dropdown queries come from the domain (account-area.test.tsx checks the menu's stylesheet has them).
 */
const MENU_BREAKPOINTS = new Set(
  (['one', 'two'] as const).flatMap((variant) =>
    Object.values(accountMenuMediaQueries(variant)).map((query) => query.replace(/^\(|\)$/g, '')),
  ),
);
/** A widget's own breakpoints, where its content needs one (not the spec's layout numbers). */
const WIDGET_BREAKPOINTS = new Set([
  // site-header.css: the tablet header, up to where the full navigation fits.
  'max-width: 1023.98px',
  // account-header.css: the narrowest phones.
  'max-width: 480px',
  // site-pages.css: the fee table's columns.
  'max-width: 40rem',
]);

describe('layout constants (widgets §9, shell §9) come from frame/layout.ts', () => {
  it('the KYC modal switch is the domain\'s (widgets §9 "KYC modal size switch 992 px")', () => {
    expect(LAYOUT.kycModalSwitchPx).toBe(KYC_MODAL_WIDE_MIN_PX);
  });

  it('layout.css declares the custom properties with the values of LAYOUT', () => {
    const layout = sheets.find(({ name }) => name === join('frame', 'layout.css'))?.css ?? '';
    expect(layout).toContain(`--layout-max-width: ${LAYOUT.maxWidthPx}px;`);
    expect(layout).toContain(`--slide-duration: ${LAYOUT.slideMs}ms;`);
  });

  it('no other stylesheet writes the max width or the slide duration itself', () => {
    const copies = sheets
      .filter(({ name }) => name !== join('frame', 'layout.css'))
      .filter(({ css }) => css.includes(`${LAYOUT.maxWidthPx}px`) || css.includes(`${LAYOUT.slideMs}ms`))
      .map(({ name }) => name);
    expect(copies).toEqual([]);
  });

  it('every media query width is a layout breakpoint or a listed widget breakpoint', () => {
    expect(mediaWidths.length).toBeGreaterThan(0);
    const unknown = mediaWidths.filter(
      ({ feature }) => !FROM_LAYOUT.has(feature) && !WIDGET_BREAKPOINTS.has(feature) && !MENU_BREAKPOINTS.has(feature),
    );
    expect(unknown).toEqual([]);
  });

  it('the mobile and modal breakpoints are used where the spec puts them', () => {
    const uses = (feature: string) => mediaWidths.filter((width) => width.feature === feature).map(({ name }) => name);
    // widgets §2: the footer's download button on narrow screens.
    expect(uses(`max-width: ${mobile}px`)).toContain(join('features', 'footer', 'footer.css'));
    // widgets §9: dialogs become sheets below the modal breakpoint.
    expect(uses(`max-width: ${modal}px`)).toContain(join('ui', 'ui.css'));
  });

  it('no widget breakpoint is one of the layout numbers in disguise', () => {
    expect([...WIDGET_BREAKPOINTS].filter((feature) => FROM_LAYOUT.has(feature))).toEqual([]);
  });
});
