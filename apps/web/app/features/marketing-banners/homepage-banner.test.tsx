// @vitest-environment happy-dom
import { ANALYTICS_EVENTS } from '@meridian/domain';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Track } from '../../shell/analytics';
import { renderWithShell, type ShellOptions } from '../../test-support/render-with-shell';
import type { BannerPlan } from './banner-plans';
import { FakeIntersectionObserver } from './fake-intersection-observer';
import { HomepageBanner } from './homepage-banner';

const plan = (planId: number, overrides: Partial<BannerPlan> = {}): BannerPlan => ({
  planId,
  planName: `plan-${planId}`,
  title: `Title ${planId}`,
  content: `Content ${planId}`,
  img: `/images/marketing/p${planId}.svg`,
  imgH5: null,
  path: '/fee',
  button: null,
  ...overrides,
});

const PLANS = [plan(1), plan(2), plan(3)];

function renderBanner(plans: readonly BannerPlan[], options: ShellOptions & { step?: string } = {}) {
  const { step, ...shell } = options;
  return renderWithShell(<HomepageBanner plans={plans} step={step} />, shell);
}

/** The strip's geometry as a browser would report it, then a scroll event. */
function scrollStrip(strip: HTMLElement, geometry: { offset: number; content: number; view: number }) {
  Object.defineProperty(strip, 'scrollLeft', { configurable: true, writable: true, value: geometry.offset });
  Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: geometry.content });
  Object.defineProperty(strip, 'clientWidth', { configurable: true, value: geometry.view });
  fireEvent.scroll(strip);
}

const arrowNames = () => screen.queryAllByRole('button').map((button) => button.getAttribute('aria-label'));

beforeEach(() => {
  FakeIntersectionObserver.reset();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the homepage banner (widgets §2, resource type 4)', () => {
  it('shows every plan with its picture, title, text and link under the locale prefix', () => {
    renderBanner(PLANS, { locale: 'tr', catalog: 'en' });
    const region = screen.getByRole('region', { name: 'Promotions' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = within(items[0] as HTMLElement).getByRole('link');
    expect(first.getAttribute('href')).toBe('/tr/fee');
    expect(first.textContent).toContain('Title 1');
    expect(first.textContent).toContain('Content 1');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/images/marketing/p1.svg');
  });

  it('widgets §8 "Banner ... calls fail → empty banners": no plans, nothing at all', () => {
    const { container } = renderBanner([]);
    expect(screen.queryByTestId('homepage-banner')).toBeNull();
    expect(container.innerHTML).toBe('');
  });

  it('only same-origin links: a plan without a path of this site, or with a page not built yet, is not a link', () => {
    renderBanner([plan(1, { path: null }), plan(2, { path: '/copytrading' }), plan(3)]);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/fee']);
    expect(screen.getByText('Title 1')).toBeTruthy();
  });

  it('widgets §9 "Scroll arrow threshold 5 px": an arrow towards each end more than 5 px away', () => {
    renderBanner(PLANS);
    const strip = screen.getByRole('list');
    // Not overflowing (the server render and before measuring): no arrow.
    expect(arrowNames()).toEqual([]);
    // 1000 px of content in 400: at the start, only "next".
    act(() => scrollStrip(strip, { offset: 0, content: 1000, view: 400 }));
    expect(arrowNames()).toEqual(['Show next promotions']);
    // 5 px from the start is within the threshold; 6 px is past it.
    act(() => scrollStrip(strip, { offset: 5, content: 1000, view: 400 }));
    expect(arrowNames()).toEqual(['Show next promotions']);
    act(() => scrollStrip(strip, { offset: 6, content: 1000, view: 400 }));
    expect(arrowNames()).toEqual(['Show previous promotions', 'Show next promotions']);
    // 595 scrolled leaves 5 px: no "next"; 594 leaves 6: "next" again.
    act(() => scrollStrip(strip, { offset: 595, content: 1000, view: 400 }));
    expect(arrowNames()).toEqual(['Show previous promotions']);
    act(() => scrollStrip(strip, { offset: 594, content: 1000, view: 400 }));
    expect(arrowNames()).toEqual(['Show previous promotions', 'Show next promotions']);
  });

  it('right to left: scrollLeft is negative towards the end, and "next" scrolls left', () => {
    renderBanner(PLANS, { locale: 'ar', catalog: 'en' });
    const strip = screen.getByRole('list');
    const scrollBy = vi.fn();
    strip.scrollBy = scrollBy;
    act(() => scrollStrip(strip, { offset: -300, content: 1000, view: 400 }));
    expect(arrowNames()).toEqual(['Show previous promotions', 'Show next promotions']);
    fireEvent.click(screen.getByRole('button', { name: 'Show next promotions' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -400, behavior: 'smooth' });
    fireEvent.click(screen.getByRole('button', { name: 'Show previous promotions' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 400, behavior: 'smooth' });
  });

  it('widgets §5 "Percent strings used for scrolling steps must be a number followed by a percent sign"', () => {
    const next = (step: string) => {
      cleanup();
      renderBanner(PLANS, { step });
      const strip = screen.getByRole('list');
      const scrollBy = vi.fn();
      strip.scrollBy = scrollBy;
      act(() => scrollStrip(strip, { offset: 0, content: 1000, view: 400 }));
      fireEvent.click(screen.getByRole('button', { name: 'Show next promotions' }));
      return scrollBy.mock.calls[0]?.[0];
    };
    // 50% of the 400 px view; left to right, "next" scrolls right.
    expect(next('50%')).toEqual({ left: 200, behavior: 'smooth' });
    expect(next('12.5%')).toEqual({ left: 50, behavior: 'smooth' });
    // Not a number followed by a percent sign: the default step, the whole view.
    expect(next('50')).toEqual({ left: 400, behavior: 'smooth' });
    expect(next('abc%')).toEqual({ left: 400, behavior: 'smooth' });
  });

  it('widgets §9 "Banner view re-entry time default 10000 ms": a view on entering, again only after 10 s out of view', () => {
    const start = 1_700_000_000_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const events: Array<[string, unknown]> = [];
    const track: Track = (name, props) => void events.push([name, props]);
    renderBanner([plan(1)], { track });
    const item = screen.getByRole('listitem');
    const views = () => events.filter(([name]) => name === ANALYTICS_EVENTS.marketingBannerView);

    act(() => FakeIntersectionObserver.hide(item)); // the observer's first report: below the fold
    expect(views()).toHaveLength(0);
    act(() => FakeIntersectionObserver.show(item));
    expect(views()).toEqual([
      [ANALYTICS_EVENTS.marketingBannerView, { banner: 'homepage', plan_id: 1, plan_name: 'plan-1' }],
    ]);
    // Less than half on screen is not in view; staying in view counts once.
    act(() => FakeIntersectionObserver.report(item, 0.4));
    act(() => FakeIntersectionObserver.show(item));
    // Out for 9 999 ms, then back: not counted again.
    act(() => FakeIntersectionObserver.hide(item));
    vi.setSystemTime(start + 9_999);
    act(() => FakeIntersectionObserver.show(item));
    expect(views()).toHaveLength(1);
    // Out for exactly 10 000 ms, then back: a second view.
    vi.setSystemTime(start + 20_000);
    act(() => FakeIntersectionObserver.hide(item));
    vi.setSystemTime(start + 30_000);
    act(() => FakeIntersectionObserver.show(item));
    expect(views()).toHaveLength(2);
  });

  it('a click on a plan is recorded with its plan', () => {
    const events: Array<[string, unknown]> = [];
    renderBanner([plan(2)], { track: (name, props) => void events.push([name, props]) });
    const link = screen.getByRole('link');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(events).toContainEqual([
      ANALYTICS_EVENTS.marketingBannerClick,
      { banner: 'homepage', plan_id: 2, plan_name: 'plan-2' },
    ]);
  });
});
