import {
  isComingPage,
  localeDirection,
  localizePath,
  MAIN_HOST,
  siteByKey,
  type Locale,
  type SiteConfig,
} from '@meridian/domain';
import { expect, type Locator, type Page, test } from './test';
import { NAV_ITEMS } from '../apps/web/app/features/site-header/nav-items';
import { E2E_PORTS } from './ports';

// Issue 8: the header on a phone (390 × 844): a menu button opening a drawer that slides in from
// the inline end (the right in English, the left in Arabic) with the navigation, currency, theme
// and languages; brand, currency and language names on one line; nothing wider than the screen.

const PHONE = { width: 390, height: 844 };
/** Every `*.example` host resolves to this machine in the test browser (scripts/chromium.mjs). */
const onMainHost = (path: string) => `http://${MAIN_HOST}:${E2E_PORTS.web}${path}`;
/** The header's nav items whose page is built: only these are links (none while all are coming). */
const BUILT_NAV = NAV_ITEMS.filter((item) => !isComingPage(item.path));

/** One slide of the drawer panel, measured in the page: its box at the slide's first and last moment. */
interface Slide {
  name: string;
  duration: number;
  first: { left: number; right: number };
  last: { left: number; right: number };
}

declare global {
  interface Window {
    /** Exposed by the test (page.exposeFunction): where the page reports each slide. */
    recordSlide?: (slide: Slide) => Promise<void>;
  }
}

/**
 * Record every slide of the drawer panel: when its CSS animation starts, pause it, measure the
 * panel at the animation's start and end, then let it run on. Deterministic, unlike sampling a
 * running animation.
 */
/**
 * Plays the page's animations at a fifth of their speed (their durations as CSS gives them are
 * unchanged): the recorder reads an animation when its animationstart event arrives, and on a
 * loaded machine a 300 ms slide could be over (and gone) by then (flaky once in CI).
 */
async function slowAnimations(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.2 });
}

async function recordSlides(page: Page): Promise<Slide[]> {
  const slides: Slide[] = [];
  await page.exposeFunction('recordSlide', (slide: Slide) => void slides.push(slide));
  await page.addInitScript(() => {
    document.addEventListener(
      'animationstart',
      (event) => {
        const panel = event.target;
        if (!(panel instanceof HTMLElement) || !panel.classList.contains('ui-drawer')) return;
        const animation = panel
          .getAnimations()
          .find((a) => a instanceof CSSAnimation && a.animationName === event.animationName);
        const duration = animation?.effect?.getComputedTiming().duration;
        if (!animation || typeof duration !== 'number') return;
        const box = () => {
          const rect = panel.getBoundingClientRect();
          return { left: rect.left, right: rect.right };
        };
        animation.pause();
        animation.currentTime = 0;
        const first = box();
        // Just before the end: an animation without fill no longer applies at its very end.
        animation.currentTime = duration - 1;
        const last = box();
        animation.play();
        void window.recordSlide?.({ name: event.animationName, duration, first, last });
      },
      true,
    );
  });
  return slides;
}

/**
 * How much of the panel's width lies beyond the inline-end edge of the screen (the right in LTR,
 * the left in RTL): 0 when it is all on screen, 1 when it is all past that edge.
 */
function offScreenShare(box: { left: number; right: number }, rtl: boolean): number {
  const width = box.right - box.left;
  const beyond = rtl ? Math.min(width, Math.max(0, -box.left)) : Math.min(width, Math.max(0, box.right - PHONE.width));
  return beyond / width;
}

/** Wait until React has hydrated `element` (it then carries React's props; an SSR page has no other sign). */
async function hydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

/** How many lines the text of `element` takes (line boxes more than half a line apart). */
function lineCount(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const style = getComputedStyle(el);
    const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
    const tops = [...range.getClientRects()]
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => r.top)
      .sort((a, b) => a - b);
    let lines = tops.length > 0 ? 1 : 0;
    for (let i = 1; i < tops.length; i++) if ((tops[i] ?? 0) - (tops[i - 1] ?? 0) > lineHeight / 2) lines++;
    return lines;
  });
}

/** One line, and not cut short (no ellipsis, nothing hidden). */
async function expectOneWholeLine(element: Locator, what: string) {
  expect(await lineCount(element), `${what} on one line`).toBe(1);
  const clipped = await element.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(clipped, `${what} not cut short`).toBe(false);
}

/** The header and the page are no wider than the screen. */
async function expectFitsWidth(page: Page, width: number) {
  const header = page.locator('header.site-header');
  const box = await header.boundingBox();
  expect(box && box.x, 'header starts on screen').toBeGreaterThanOrEqual(0);
  expect(box && box.x + box.width, 'header ends on screen').toBeLessThanOrEqual(width);
  expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth), 'nothing in the header overflows it').toBe(
    true,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page scroll width').toBeLessThanOrEqual(
    width,
  );
}

function localeOf(site: SiteConfig, prefix: string): Locale {
  const locale = site.locales.find((l) => l.prefix === prefix);
  if (!locale) throw new Error(`${site.key} has no locale /${prefix}`);
  return locale;
}

const CASES = [
  // The main site's default locale, and the longest brand name in Arabic (right to left).
  { site: siteByKey('main'), locale: localeOf(siteByKey('main'), ''), other: 'Türkçe', otherPrefix: 'tr' },
  {
    site: siteByKey('uae'),
    locale: localeOf(siteByKey('uae'), 'ar-dubai'),
    other: 'English (UAE)',
    otherPrefix: 'en-dubai',
  },
] as const;

for (const { site, locale, other, otherPrefix } of CASES) {
  const rtl = localeDirection(locale) === 'rtl';
  const home = onMainHost(localizePath(locale.prefix, '/'));

  test.describe(`phone header, ${site.key} /${locale.prefix} (${localeDirection(locale)})`, () => {
    test.use({ viewport: PHONE });

    test('brand on one line, inline tools moved into the menu, nothing wider than the screen', async ({ page }) => {
      await page.goto(home);
      await expect(page.locator('html')).toHaveAttribute('dir', localeDirection(locale));
      const brand = page.getByTestId('brand');
      await expect(brand).toHaveText(site.name);
      await expect(brand).toHaveAccessibleName(site.name);
      await expectOneWholeLine(brand, 'brand');
      await expect(page.getByTestId('menu-button')).toBeVisible();
      await expect(page.getByTestId('current-fiat')).toBeHidden();
      await expect(page.getByTestId('language-menu')).toBeHidden();
      // The header's own nav is inside the drawer on phones; no nav at all while every item is coming.
      await expect(page.locator('header.site-header nav')).toHaveCount(BUILT_NAV.length > 0 ? 1 : 0);
      await expect(page.locator('header.site-header nav')).toBeHidden();
      await expectFitsWidth(page, PHONE.width);
    });

    test('the menu button opens a drawer sliding in from the inline end over 300 ms; Escape closes it', async ({
      page,
    }) => {
      const slides = await recordSlides(page);
      await page.goto(home);
      await slowAnimations(page);
      const button = page.getByRole('button', { name: rtl ? 'القائمة' : 'Menu' });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await hydrated(button);
      await button.click();
      const drawer = page.getByRole('dialog', { name: rtl ? 'القائمة' : 'Menu' });
      await expect(drawer).toBeVisible();
      await expect(page.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'true');

      // The slide in: from off screen beyond the inline end to against the inline-end edge.
      await expect.poll(() => slides.length).toBe(1);
      const [slideIn] = slides;
      if (!slideIn) throw new Error('no slide in');
      expect(slideIn.name).toBe('ui-drawer-in');
      expect(slideIn.duration).toBe(300);
      // (Within a few pixels: the browser may have drawn the animation's first frame already.)
      expect(offScreenShare(slideIn.first, rtl), 'panel off screen when the slide starts').toBeGreaterThan(0.98);
      expect(offScreenShare(slideIn.last, rtl), 'panel on screen when the slide ends').toBeLessThan(0.02);

      // After the animation: against the inline-end edge, a strip of the page left on the other side.
      await expect.poll(() => drawer.evaluate((el) => el.getAnimations().length)).toBe(0);
      const box = await drawer.boundingBox();
      if (!box) throw new Error('no drawer box');
      if (rtl) {
        expect(box.x).toBeCloseTo(0, 0);
        expect(box.x + box.width).toBeLessThan(PHONE.width);
      } else {
        expect(box.x + box.width).toBeCloseTo(PHONE.width, 0);
        expect(box.x).toBeGreaterThan(0);
      }
      expect(Math.abs(slideIn.last.left - box.x), 'the slide ends where the panel stays').toBeLessThan(2);

      // Focus is in the drawer; Escape closes it with a slide back out, and focus returns.
      await expect.poll(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(page.getByTestId('menu-button')).toBeFocused();
      await expect(page.getByTestId('menu-button')).toHaveAttribute('aria-expanded', 'false');
      await expect.poll(() => slides.length).toBe(2);
      const slideOut = slides[1];
      if (!slideOut) throw new Error('no slide out');
      expect(slideOut.name).toBe('ui-drawer-out');
      expect(slideOut.duration).toBe(300);
      expect(offScreenShare(slideOut.first, rtl), 'panel on screen when the slide out starts').toBeLessThan(0.02);
      expect(offScreenShare(slideOut.last, rtl), 'panel off screen when the slide out ends').toBeGreaterThan(0.98);
    });

    test('the drawer holds currency, theme and languages on one line each; close button and outside click close it', async ({
      page,
    }) => {
      await page.goto(home);
      const button = page.getByTestId('menu-button');
      await hydrated(button);
      await button.click();
      const drawer = page.getByTestId('site-menu');
      await expect(drawer).toBeVisible();

      // The same currency as the wide header shows ("$ USD"; "د.إ AED" on the UAE site).
      const fiat = drawer.getByTestId('menu-fiat');
      await expect(fiat).toHaveText(/^\S+ [A-Z]{3}$/);
      await expect(fiat).toHaveText((await page.getByTestId('current-fiat').textContent()) ?? '');
      await expectOneWholeLine(fiat, 'currency');
      const nav = drawer.getByRole('navigation', { name: rtl ? 'الرئيسية' : 'Main' });
      await expect(nav).toHaveCount(BUILT_NAV.length > 0 ? 1 : 0);
      await expect(nav.getByRole('link')).toHaveCount(BUILT_NAV.length);
      await expect(drawer.getByTestId('theme-toggle')).toBeVisible();
      const languages = drawer.getByRole('list', { name: rtl ? 'اللغة' : 'Language' }).getByRole('link');
      await expect(languages).toHaveCount(site.locales.length);
      for (const link of await languages.all()) await expectOneWholeLine(link, `language ${await link.textContent()}`);
      await expect(drawer.locator('a[aria-current="true"]')).toHaveAttribute('hreflang', locale.htmlLang);

      // The close button is named and closes it.
      await drawer.getByRole('button', { name: rtl ? 'إغلاق القائمة' : 'Close menu' }).click();
      await expect(drawer).toBeHidden();
      await expect(button).toBeFocused();

      // A tap on the strip of page beside the drawer closes it too.
      await button.click();
      await expect(drawer).toBeVisible();
      await expect.poll(() => drawer.evaluate((el) => el.getAnimations().length)).toBe(0);
      await page.mouse.click(rtl ? PHONE.width - 10 : 10, PHONE.height / 2);
      await expect(drawer).toBeHidden();
      await expect(button).toBeFocused();
    });

    test('the theme toggle in the drawer switches the theme', async ({ page, context }) => {
      await page.goto(home);
      await expect(page.locator('body')).toHaveClass(/theme-light/);
      const button = page.getByTestId('menu-button');
      await hydrated(button);
      await button.click();
      const drawer = page.getByTestId('site-menu');
      await drawer.getByTestId('theme-toggle').click();
      await expect(page.locator('body')).toHaveClass(/theme-dark/);
      expect((await context.cookies()).find((c) => c.name === 'dark')?.value).toBe('1');
      await drawer.getByTestId('theme-toggle').click();
      await expect(page.locator('body')).toHaveClass(/theme-light/);
    });

    test(`a language link in the drawer goes to the page in it (${other})`, async ({ page, context }) => {
      await page.goto(home);
      const button = page.getByTestId('menu-button');
      await hydrated(button);
      await button.click();
      await page.getByTestId('site-menu').getByRole('link', { name: other }).click();
      await expect(page).toHaveURL(onMainHost(localizePath(otherPrefix, '/')));
      const target = localeOf(site, otherPrefix);
      await expect(page.locator('html')).toHaveAttribute('lang', target.htmlLang);
      await expect(page.locator('html')).toHaveAttribute('dir', localeDirection(target));
      expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe(target.code);
    });

    test('reduced motion: the drawer appears without sliding', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(home);
      const button = page.getByTestId('menu-button');
      await hydrated(button);
      await button.click();
      const drawer = page.getByTestId('site-menu');
      await expect(drawer).toBeVisible();
      expect(await drawer.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    });
  });

  test.describe(`wide header at 768 px, ${site.key} /${locale.prefix}`, () => {
    test.use({ viewport: { width: 768, height: 900 } });

    test('no menu button; brand, currency and language inline, each on one line', async ({ page }) => {
      await page.goto(home);
      await expect(page.getByTestId('menu-button')).toBeHidden();
      await expectOneWholeLine(page.getByTestId('brand'), 'brand');
      await expectOneWholeLine(page.getByTestId('current-fiat'), 'currency');
      await expectOneWholeLine(page.getByTestId('current-language'), 'language');
      await expect(page.getByTestId('theme-toggle')).toBeVisible();
      await expectFitsWidth(page, 768);
    });
  });
}
