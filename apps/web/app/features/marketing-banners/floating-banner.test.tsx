// @vitest-environment happy-dom
import { getTargetedPopupPlanList } from '@meridian/contracts';
import { ANALYTICS_EVENTS } from '@meridian/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell, type ShellOptions } from '../../test-support/render-with-shell';
import { CLOSED_BANNERS_KEY } from './banner-memory';
import { FakeIntersectionObserver } from './fake-intersection-observer';
import { MarketingBottomBanner, MarketingTopBanner, type ScheduleLoad } from './floating-banner';
import { fakeMarketingApi, type FakeReply, type RecordedCall } from './test-api';

/** Ask at once (the page waits for idle after load). */
const atOnce: ScheduleLoad = (start) => {
  start();
  return () => undefined;
};

const TOP = {
  plan_id: 1101,
  plan_name: 'copy-top',
  title: 'Copy the best traders',
  content: '',
  img: '/images/marketing/copy-trading.svg',
  img_h5: '',
  url: '/fee',
};
const BOTTOM = {
  plan_id: 1201,
  plan_name: 'app-bottom',
  title: 'Get the app',
  content: 'Trade anywhere',
  img: '',
  img_h5: '',
  url: '/fee',
  button_copywriting: 'Download',
};

/** The list call answered by resource type: 2 top, 3 bottom. */
function byType(top: unknown[], bottom: unknown[]) {
  return (call: RecordedCall): FakeReply => ({ data: { list: call.query.resource_type === '2' ? top : bottom } });
}

function renderBars(reply: (call: RecordedCall) => FakeReply, options: ShellOptions = {}) {
  const api = fakeMarketingApi(reply);
  renderWithShell(
    <>
      <main>page</main>
      <MarketingTopBanner schedule={atOnce} />
      <MarketingBottomBanner schedule={atOnce} />
    </>,
    { fetch: api.fetch, ...options },
  );
  return api;
}

beforeEach(() => {
  sessionStorage.clear();
  FakeIntersectionObserver.reset();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('top and bottom banners (widgets §2, resource types 2 and 3)', () => {
  it('widgets §7 targeted-popup-plan/list "position index, resource_type": one call each, in the page locale', async () => {
    const api = renderBars(byType([TOP], [BOTTOM]), { locale: 'tr', catalog: 'en' });
    await screen.findByTestId('marketing-bar-top');
    await screen.findByTestId('marketing-bar-bottom');
    expect(api.calls.map((call) => call.path)).toEqual([getTargetedPopupPlanList.path, getTargetedPopupPlanList.path]);
    expect(api.calls.map((call) => call.query)).toEqual([
      { position: 'index', resource_type: '2', locale: 'tr' },
      { position: 'index', resource_type: '3', locale: 'tr' },
    ]);
  });

  it('shows the first plan of data.list; the top one plain, the bottom one with benefit text and button', async () => {
    renderBars(byType([TOP, { ...TOP, plan_id: 1102, title: 'Second' }], [BOTTOM]));
    const top = await screen.findByRole('complementary', { name: 'Promotion at the top' });
    expect(top.getAttribute('data-plan-id')).toBe('1101');
    expect(within(top).getByRole('link', { name: 'Copy the best traders' }).getAttribute('href')).toBe('/fee');
    expect(within(top).queryByText('Second')).toBeNull();
    const bottom = await screen.findByTestId('marketing-bar-bottom');
    expect(bottom.className).toContain('marketing-bar--benefit');
    expect(within(bottom).getByText('Trade anywhere')).toBeTruthy();
    expect(within(bottom).getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/fee');
  });

  it('no layout shift: the bars float over the page (a zero-height anchor at the top, fixed at the bottom)', async () => {
    renderBars(byType([TOP], [BOTTOM]));
    const top = await screen.findByTestId('marketing-bar-top');
    expect(top.className).toContain('marketing-bar--top');
    expect(top.parentElement?.className).toBe('marketing-bar-anchor');
    expect((await screen.findByTestId('marketing-bar-bottom')).className).toContain('marketing-bar--bottom');
  });

  it('only same-origin links and pictures: another host is neither linked nor loaded', async () => {
    renderBars(byType([{ ...TOP, url: 'https://evil.example/x', img: '//evil.example/a.png' }], []));
    const top = await screen.findByTestId('marketing-bar-top');
    expect(within(top).queryByRole('link')).toBeNull();
    expect(within(top).getByText('Copy the best traders')).toBeTruthy();
    expect(top.querySelector('img')).toBeNull();
  });

  it('widgets §8 "Banner ... calls fail → empty banners": a failed, refused or empty call shows no bar', async () => {
    for (const reply of [() => 'network-error' as const, () => ({ status: 500 }), byType([], [])]) {
      const api = renderBars(reply);
      await waitFor(() => expect(api.calls).toHaveLength(2));
      // Let the answers settle, then look.
      await act(async () => undefined);
      expect(screen.queryByTestId('marketing-bar-top')).toBeNull();
      expect(screen.queryByTestId('marketing-bar-bottom')).toBeNull();
      expect(screen.getByText('page')).toBeTruthy();
      cleanup();
    }
  });

  it('closing hides that plan for the rest of the browser session (sessionStorage), not other plans', async () => {
    renderBars(byType([TOP], [BOTTOM]));
    const top = await screen.findByTestId('marketing-bar-top');
    fireEvent.click(within(top).getByRole('button', { name: 'Close this promotion' }));
    expect(screen.queryByTestId('marketing-bar-top')).toBeNull();
    expect(screen.getByTestId('marketing-bar-bottom')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem(CLOSED_BANNERS_KEY) ?? '[]')).toEqual([1101]);
    cleanup();

    // The next page of the session: the closed plan stays hidden, the bottom one is shown.
    const api = renderBars(byType([TOP], [BOTTOM]));
    await screen.findByTestId('marketing-bar-bottom');
    await waitFor(() => expect(api.calls).toHaveLength(2));
    await act(async () => undefined);
    expect(screen.queryByTestId('marketing-bar-top')).toBeNull();
    cleanup();

    // Another top plan is shown; a new session (storage cleared) shows the closed one again.
    renderBars(byType([{ ...TOP, plan_id: 1103 }], []));
    expect((await screen.findByTestId('marketing-bar-top')).getAttribute('data-plan-id')).toBe('1103');
    cleanup();
    sessionStorage.clear();
    renderBars(byType([TOP], []));
    expect((await screen.findByTestId('marketing-bar-top')).getAttribute('data-plan-id')).toBe('1101');
  });

  it('sends a view when the bar comes into view, and records a click on its link', async () => {
    const events: Array<[string, unknown]> = [];
    renderBars(byType([TOP], []), { track: (name, props) => void events.push([name, props]) });
    const top = await screen.findByTestId('marketing-bar-top');
    // The bar's observer starts in an effect after it renders: show it until the view is counted.
    await waitFor(() => {
      act(() => FakeIntersectionObserver.show(top));
      expect(events.map(([name]) => name)).toContain(ANALYTICS_EVENTS.marketingBannerView);
    });
    const link = within(top).getByRole('link');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(events).toEqual([
      [ANALYTICS_EVENTS.marketingBannerView, { banner: 'top', plan_id: 1101, plan_name: 'copy-top' }],
      [ANALYTICS_EVENTS.marketingBannerClick, { banner: 'top', plan_id: 1101, plan_name: 'copy-top' }],
    ]);
  });

  it('is not asked for before the page is idle: the schedule is cancelled with the page', () => {
    const cancel = vi.fn();
    const later: ScheduleLoad = () => cancel;
    const api = fakeMarketingApi(byType([TOP], []));
    const { unmount } = renderWithShell(<MarketingTopBanner schedule={later} />, { fetch: api.fetch });
    expect(api.calls).toHaveLength(0);
    unmount();
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
