import { type Locale, localeDirection, localizePath, MAIN_HOST, type SiteConfig, THEME_COOKIE } from '@meridian/domain';
import { expect, type Page, test } from './test';
import { E2E_PORTS } from './ports';
import { drawn, localeOf, REGISTRATION_FRAME, siteByKey, sitePages } from './route-table';

// Issue 8 "What is built must be right": layout checks on every page of the route table, for the
// main site (English and Arabic) and one regional site (UAE: /en-dubai and /ar-dubai), on a phone
// (390×844) and a laptop (1366×900), in the light and dark themes. Each page and site is one test
// that loops over the combinations (a page load per language and theme, a resize per viewport),
// so the file stays within a few minutes on two cores.

let port: number = E2E_PORTS.web;
// The port of the server under test, from the project's baseURL (the suite's web server by default).
test.beforeEach(({ baseURL }) => {
  if (baseURL) port = Number(new URL(baseURL).port);
});
/** Every `*.example` host resolves to this machine in the test browser (scripts/chromium.mjs). */
const onMainHost = (path: string) => `http://${MAIN_HOST}:${port}${path}`;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
] as const;
const THEMES = ['light', 'dark'] as const;
const CHECKED_SITES: readonly { site: SiteConfig; locales: readonly Locale[] }[] = [
  { site: siteByKey('main'), locales: [localeOf(siteByKey('main'), ''), localeOf(siteByKey('main'), 'ar')] },
  { site: siteByKey('uae'), locales: [localeOf(siteByKey('uae'), 'en-dubai'), localeOf(siteByKey('uae'), 'ar-dubai')] },
];

/** An element named in a failure: enough to find it in the page and in the screenshot. */
interface Culprit {
  tag: string;
  className: string;
  text: string;
  /** Its box in CSS pixels, relative to the viewport at the top of the page. */
  box: string;
}

interface LayoutFindings {
  /** The document is wider than the viewport, or content sticks out where no scrolling reaches it. */
  overflow: { scrollWidth: number; viewportWidth: number; culprits: Culprit[] } | null;
  /** Elements whose text their own box cuts off. */
  clipped: (Culprit & { scrollWidth: number; clientWidth: number; why: string })[];
  /** The header (none found on a site page is a finding too), and the body elements over it. */
  headerExpected: boolean;
  header: Culprit | null;
  overHeader: Culprit[];
}

/**
 * Measure the page as laid out now (at the top). Runs in the browser: everything it needs is in
 * the function, and it returns plain data. `siteDocument` is false for a frame's document (the
 * registration micro-app), which has no site header: (a) and (b) only.
 */
function measureLayout(siteDocument: boolean): LayoutFindings {
  const describe = (el: Element): Culprit => {
    const r = el.getBoundingClientRect();
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      tag: el.tagName.toLowerCase(),
      className: typeof el.className === 'string' ? el.className : (el.getAttribute('class') ?? ''),
      text: text.length > 60 ? `${text.slice(0, 57)}…` : text,
      box: `x ${Math.round(r.left)}–${Math.round(r.right)}, y ${Math.round(r.top)}–${Math.round(r.bottom)}`,
    };
  };
  // Shown to a person: rendered, not hidden by visibility or opacity, not a visually hidden
  // (screen-reader only) element of 1px or clipped to nothing.
  const shown = (el: Element): boolean => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true }))
      return false;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) return false;
    const style = getComputedStyle(el);
    return style.clip !== 'rect(0px, 0px, 0px, 0px)' && style.clipPath !== 'inset(50%)';
  };
  const html = document.documentElement;
  const viewportWidth = html.clientWidth;
  const rtl = getComputedStyle(html).direction === 'rtl';
  const all = [...document.body.querySelectorAll('*')];
  // The site header: the page's banner, a header not inside a sectioning element.
  const header = !siteDocument
    ? null
    : (all.find((el) => el.tagName === 'HEADER' && !el.parentElement?.closest('main, article, aside, nav, section')) ??
      null);
  // A skip link is an in-page link before the header, off screen until focused: left out of (a) and (c).
  const skipLinks = header
    ? all.filter(
        (el) =>
          el.matches('a[href^="#"]') &&
          (el.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
          !el.contains(header),
      )
    : [];
  const inSkipLink = (el: Element) => skipLinks.some((s) => s.contains(el));
  // Overlays: fixed elements (toasts, dialog overlays), dialogs and popovers, and what they hold.
  const inOverlay = (el: Element): boolean => {
    if (el.closest('dialog, [role="dialog"], [role="alertdialog"], [popover]')) return true;
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement)
      if (getComputedStyle(e).position === 'fixed') return true;
    return false;
  };
  // Inside a box that scrolls or clips sideways (below the document): its overflow stays in it.
  const inSidewaysBox = (el: Element): boolean => {
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
      if (getComputedStyle(e).overflowX !== 'visible') return true;
    }
    return false;
  };

  // (a) Horizontal overflow of the document. scrollWidth counts what sticks out on the side the
  // page can scroll to (right in LTR, left in RTL); content past the other edge is not counted but
  // cannot be reached at all, so it is an overflow too. The culprits are the elements that stick
  // out while their parent does not (the one that does not fit, not every ancestor around it).
  const sticksOut = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.right > viewportWidth + 1 || r.left < -1;
  };
  const culprits = all.filter(
    (el) =>
      shown(el) &&
      !inSkipLink(el) &&
      !inOverlay(el) &&
      !inSidewaysBox(el) &&
      sticksOut(el) &&
      !(el.parentElement && el.parentElement !== document.body && sticksOut(el.parentElement)),
  );
  const unreachable = culprits.some((el) => {
    const r = el.getBoundingClientRect();
    return rtl ? r.right > viewportWidth + 1 : r.left < -1;
  });
  const overflow =
    html.scrollWidth > viewportWidth || unreachable
      ? { scrollWidth: html.scrollWidth, viewportWidth, culprits: culprits.slice(0, 5).map(describe) }
      : null;

  // (b) Text clipped by its own box. An element clips when its computed overflow-x is hidden or
  // clip, or when it truncates with text-overflow: ellipsis (which takes effect only where
  // overflow is not visible). Such an element with visible text clips it when its content is
  // wider than its box (scrollWidth > clientWidth + 1: a pixel for subpixel rounding) AND some of
  // its text runs past its padding box (so a decorative child, an icon sticking out, is not
  // "text"); for ellipsis, whose text box Chromium shortens, scrollWidth alone tells. A
  // multi-line clamp (-webkit-line-clamp) truncates the same way, downwards. Truncation is
  // deliberate, and allowed, only as ellipsis or clamp AND when the element (or the control
  // holding it) carries the full text in its title or aria-label, so nobody loses the text.
  const visibleTextNodes = (el: Element): Text[] => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n instanceof Text && n.data.trim() !== '' && n.parentElement && shown(n.parentElement)) nodes.push(n);
    }
    return nodes;
  };
  const clipped: LayoutFindings['clipped'] = [];
  for (const el of all) {
    const style = getComputedStyle(el);
    const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const ellipsis = style.textOverflow === 'ellipsis' && style.overflowX !== 'visible';
    const clamp = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '' && style.overflowY !== 'visible';
    if ((!clipsX && !ellipsis && !clamp) || !shown(el)) continue;
    const texts = visibleTextNodes(el);
    if (texts.length === 0) continue;
    const box = el.getBoundingClientRect();
    const padLeft = box.left + el.clientLeft;
    const padRight = padLeft + el.clientWidth;
    const textPastBox = texts.some((t) => {
      const range = document.createRange();
      range.selectNodeContents(t);
      return [...range.getClientRects()].some((r) => r.width > 0 && (r.right > padRight + 1 || r.left < padLeft - 1));
    });
    const cutSideways = el.scrollWidth > el.clientWidth + 1 && (ellipsis || textPastBox);
    const cutDownwards = clamp && el.scrollHeight > el.clientHeight + 1;
    if (!cutSideways && !cutDownwards) continue;
    const fullText = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    const labelled = el.closest('[title], [aria-label]');
    const label = `${labelled?.getAttribute('title') ?? ''} ${labelled?.getAttribute('aria-label') ?? ''}`.replace(
      /\s+/g,
      ' ',
    );
    if ((ellipsis || clamp) && label.includes(fullText)) continue;
    const why =
      ellipsis || clamp
        ? 'truncated without the full text in a title or aria-label'
        : `overflow-x: ${style.overflowX} cuts it off`;
    clipped.push({ ...describe(el), scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, why });
  }

  // (c) Nothing over the header at first paint (the page at its top): elements of the page body
  // whose box intersects the header's by more than half a pixel both ways. Not counted: the
  // header's own descendants and its ancestors (which hold it), the skip link, and overlays.
  const overHeader: Culprit[] = [];
  if (header) {
    const h = header.getBoundingClientRect();
    const overlaps = (el: Element) => {
      const r = el.getBoundingClientRect();
      return (
        Math.min(r.right, h.right) - Math.max(r.left, h.left) > 0.5 &&
        Math.min(r.bottom, h.bottom) - Math.max(r.top, h.top) > 0.5
      );
    };
    const outside = (el: Element) => !header.contains(el) && !el.contains(header);
    for (const el of all) {
      if (!outside(el) || !shown(el) || inSkipLink(el) || inOverlay(el) || !overlaps(el)) continue;
      // Only the outermost: a child of an element already named is the same finding.
      const parent = el.parentElement;
      if (parent && outside(parent) && shown(parent) && overlaps(parent)) continue;
      overHeader.push(describe(el));
    }
  }

  return { overflow, clipped, headerExpected: siteDocument, header: header ? describe(header) : null, overHeader };
}

const named = (c: Culprit) => `<${c.tag}${c.className ? ` class="${c.className}"` : ''}> "${c.text}" (${c.box})`;

/** The findings as lines of a failure message; none when the layout is right. */
function problemsOf(f: LayoutFindings): string[] {
  const problems: string[] = [];
  if (f.overflow) {
    problems.push(
      `horizontal overflow: document ${f.overflow.scrollWidth}px wide in a ${f.overflow.viewportWidth}px viewport; sticking out: ${
        f.overflow.culprits.map(named).join('; ') || '(no single element found)'
      }`,
    );
  }
  for (const c of f.clipped)
    problems.push(`clipped text (${c.why}; scrollWidth ${c.scrollWidth} > clientWidth ${c.clientWidth}): ${named(c)}`);
  if (!f.header && f.headerExpected) problems.push('no site header found');
  for (const c of f.overHeader) problems.push(`over the header ${f.header ? `(${f.header.box})` : ''}: ${named(c)}`);
  return problems;
}

/** The page's layout problems, and those of its frames (the registration micro-app on /login and /signup). */
async function layoutProblems(page: Page): Promise<string[]> {
  const problems = problemsOf(await page.evaluate(measureLayout, true));
  for (const frame of page.frames().filter((f) => f !== page.mainFrame())) {
    const where = `in the frame ${new URL(frame.url()).pathname}`;
    problems.push(...problemsOf(await frame.evaluate(measureLayout, false)).map((p) => `${where}: ${p}`));
  }
  return problems;
}

/**
 * Wait until the page is as a person sees it: hydrated, the registration frame drawn, fonts
 * loaded, finite animations and transitions ended.
 */
async function settled(page: Page) {
  await drawn(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    // Two frames: style and layout after the last change have run.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

for (const { site, locales } of CHECKED_SITES) {
  test.describe(`layout, ${site.key} site`, () => {
    // Every site lists its pages by the same route table; the paths are the same in each language.
    for (const { path, status } of sitePages(site)) {
      test(`${path}: ${locales.map((l) => `/${l.prefix}`).join(' and ')}, phone and laptop, light and dark`, async ({
        page,
        context,
      }, testInfo) => {
        test.slow();
        const failures: string[] = [];
        for (const locale of locales) {
          const url = onMainHost(localizePath(locale.prefix, path));
          for (const theme of THEMES) {
            // The theme as the site keeps it: the `dark` cookie, read on the server for the first paint.
            await context.addCookies([
              { name: THEME_COOKIE, value: theme === 'dark' ? '1' : '0', url: onMainHost('/') },
            ]);
            await page.setViewportSize(VIEWPORTS[0]);
            const res = await page.goto(url);
            expect(res?.status(), url).toBe(status);
            await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
            await expect(page.locator('body')).toHaveClass(new RegExp(`\\btheme-${theme}\\b`));
            for (const viewport of VIEWPORTS) {
              await page.setViewportSize(viewport);
              await page.evaluate(() => window.scrollTo(0, 0));
              await settled(page);
              const label = `${localizePath(locale.prefix, path)} on the ${site.key} site, ${viewport.width}×${viewport.height} (${viewport.name}), ${theme} theme, language ${locale.code} (${localeDirection(locale)})`;
              failures.push(...(await layoutProblems(page)).map((p) => `${label}: ${p}`));
              await testInfo.attach(`${locale.code} ${theme} ${viewport.name}`, {
                body: await page.screenshot({ fullPage: true, animations: 'disabled' }),
                contentType: 'image/png',
              });
            }
          }
        }
        expect(failures, `${failures.length} layout problem(s):\n${failures.join('\n')}\n`).toEqual([]);
      });
    }
  });
}

test.describe('the check itself', () => {
  // Probes added to a real page: each kind of fault must be found and named, and what the rule
  // allows (truncation that keeps the full text in a title) must not be.
  for (const prefix of ['', 'ar']) {
    test(`finds overflow, clipped text and elements over the header (/${prefix}, phone)`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS[0]);
      await page.goto(onMainHost(localizePath(prefix, '/')));
      // Hydration would drop elements added before it (they are not in the server's HTML).
      await settled(page);
      expect(problemsOf(await page.evaluate(measureLayout, true))).toEqual([]);
      await page.evaluate(() => {
        const main = document.querySelector('main');
        if (!main) throw new Error('no main');
        const probe = (className: string, text: string, style: Partial<CSSStyleDeclaration>, title?: string) => {
          const el = document.createElement('span');
          el.className = className;
          el.textContent = text;
          if (title) el.title = title;
          Object.assign(el.style, { display: 'block', ...style });
          main.append(el);
        };
        const long = 'A long line of text that does not fit in its box';
        probe('probe-wide', 'Wider than a phone', { inlineSize: '600px' });
        probe('probe-clipped', long, { inlineSize: '80px', overflow: 'hidden', whiteSpace: 'nowrap' });
        probe('probe-ellipsis', long, {
          inlineSize: '80px',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
        });
        probe(
          'probe-ellipsis-titled',
          long,
          { inlineSize: '80px', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' },
          long,
        );
        probe('probe-over-header', 'Over the header', {
          position: 'absolute',
          insetBlockStart: '0',
          insetInlineStart: '40px',
          inlineSize: '100px',
        });
        // In a scroll container (as the fee tables are on phones): its overflow stays in it.
        const scroller = document.createElement('div');
        scroller.className = 'probe-scroller';
        Object.assign(scroller.style, { overflowX: 'auto' });
        probe('probe-in-scroller', 'Scrolls inside its box', { inlineSize: '900px' });
        const inScroller = main.lastElementChild;
        if (inScroller) scroller.append(inScroller);
        main.append(scroller);
      });
      const problems = problemsOf(await page.evaluate(measureLayout, true));
      const about = (className: string) => problems.filter((p) => p.includes(`class="${className}"`));
      expect(about('probe-wide')).toEqual([
        expect.stringMatching(
          /^horizontal overflow: document \d+px wide in a 390px viewport; sticking out: <span class="probe-wide"> "Wider than a phone"/,
        ),
      ]);
      expect(about('probe-clipped')).toEqual([expect.stringContaining('overflow-x: hidden cuts it off')]);
      expect(about('probe-ellipsis')).toEqual([
        expect.stringContaining('truncated without the full text in a title or aria-label'),
      ]);
      expect(about('probe-ellipsis-titled')).toEqual([]);
      expect(about('probe-over-header')).toEqual([
        expect.stringMatching(/^over the header .*<span class="probe-over-header"> "Over the header"/),
      ]);
      expect(about('probe-in-scroller')).toEqual([]);
      expect(problems).toHaveLength(4);
    });
  }

  test('looks inside the registration frame, where no site header is expected', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[0]);
    await page.goto(onMainHost('/login'));
    await settled(page);
    expect(await layoutProblems(page)).toEqual([]);
    await page
      .frameLocator(REGISTRATION_FRAME)
      .locator('body')
      .evaluate((body) => {
        const el = document.createElement('div');
        el.className = 'probe-wide-in-frame';
        el.textContent = 'Wider than the frame';
        el.style.inlineSize = '900px';
        body.append(el);
      });
    expect(await layoutProblems(page)).toEqual([
      expect.stringMatching(
        /^in the frame \/\S*: horizontal overflow: .*<div class="probe-wide-in-frame"> "Wider than the frame"/,
      ),
    ]);
  });

  test('content past the edge no scrolling reaches is an overflow too (right edge of a right-to-left page)', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS[0]);
    await page.goto(onMainHost('/ar/'));
    await settled(page);
    await page.evaluate(() => {
      const el = document.createElement('p');
      el.className = 'probe-past-start';
      el.textContent = 'Past the start edge';
      Object.assign(el.style, { position: 'relative', insetInlineStart: '-120px' });
      document.querySelector('main')?.append(el);
    });
    const findings = await page.evaluate(measureLayout, true);
    // Not counted by scrollWidth, which only covers the side the page scrolls to.
    expect(findings.overflow?.scrollWidth).toBe(390);
    expect(problemsOf(findings)).toEqual([
      expect.stringContaining('<p class="probe-past-start"> "Past the start edge"'),
    ]);
  });
});
