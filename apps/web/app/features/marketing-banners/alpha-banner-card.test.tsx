// @vitest-environment happy-dom
import { getAlphaUserPlans } from '@meridian/contracts';
import {
  ALPHA_BANNER_CLOSED_AT_KEY,
  ALPHA_BANNER_ROTATION_KEY,
  ANALYTICS_EVENTS,
  type AnalyticsProps,
} from '@meridian/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SetTimer } from '../../shell/http';
import { renderWithShell, type ShellOptions } from '../../test-support/render-with-shell';
import { AlphaBannerCard, type AlphaFetchGuard } from './alpha-banner-card';
import { FakeIntersectionObserver } from './fake-intersection-observer';
import { fakeMarketingApi, type FakeReply, type RecordedCall } from './test-api';

const HOUR = 3_600_000;
const T0 = 1_700_000_000_000;

/** Three cards for every currency, answered out of order: the page orders them by sort. */
const card = (id: number, sort: number, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Card ${id}`,
  url: '/fee',
  img: `/images/marketing/card-${id}.svg`,
  img_v2: `/images/marketing/card-${id}-v2.svg`,
  sort,
  plan_name: `plan-${id}`,
  data_type: 1,
  ...extra,
});
const CARDS = [card(30, 3), card(10, 1), card(20, 2)];
const answerCards = (call: RecordedCall): FakeReply => ({ data: { card: CARDS, currency: call.query.currency } });

/** The page's clock and timers, moved by hand. */
let clock = T0;
const now = () => clock;
let timers: Array<{ run: () => void; ms: number; cancelled: boolean }> = [];
const setTimer: SetTimer = (run, ms) => {
  const timer = { run, ms, cancelled: false };
  timers.push(timer);
  return () => {
    timer.cancelled = true;
  };
};
let guard: AlphaFetchGuard;

function renderCard(currency: string, reply = answerCards, options: ShellOptions = {}) {
  const api = fakeMarketingApi(reply);
  const result = renderWithShell(
    <AlphaBannerCard currency={currency} now={now} setTimer={setTimer} fetchGuard={guard} />,
    { fetch: api.fetch, ...options },
  );
  return { api, result };
}

const shownId = async () => (await screen.findByTestId('alpha-banner')).getAttribute('data-card-id');

beforeEach(() => {
  localStorage.clear();
  clock = T0;
  timers = [];
  guard = { lastFetchAt: undefined };
  FakeIntersectionObserver.reset();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the alpha banner card (widgets §2, §4; resource type 5)', () => {
  it('widgets §7 get-user-plans "spread_scene=alpha_place_order_web | resource_type 5, currency": the first card by sort', async () => {
    const { api } = renderCard('pepe');
    expect(await shownId()).toBe('10');
    expect(api.calls).toEqual([
      {
        path: getAlphaUserPlans.path,
        query: { spread_scene: 'alpha_place_order_web', resource_type: '5', currency: 'PEPE', locale: 'en' },
      },
    ]);
    const shown = screen.getByRole('complementary', { name: 'Alpha promotion' });
    expect(within(shown).getByRole('link', { name: 'Card 10' }).getAttribute('href')).toBe('/fee');
    expect(shown.querySelector('img')?.getAttribute('src')).toBe('/images/marketing/card-10.svg');
  });

  it("no layout shift: the card's box is there before any answer, and stays when there is no card", async () => {
    const { api } = renderCard('PEPE', () => ({ status: 503 }));
    // Rendered at once (as in the server HTML), empty until a card arrives.
    expect(screen.getByTestId('alpha-banner-slot').childElementCount).toBe(0);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await act(async () => undefined);
    // widgets §8 "Banner ... calls fail → empty banners".
    expect(screen.queryByTestId('alpha-banner')).toBeNull();
    expect(screen.getByTestId('alpha-banner-slot')).toBeTruthy();
  });

  it('an answer without cards shows nothing', async () => {
    const { api } = renderCard('PEPE', () => ({ data: { card: [], currency: 'PEPE' } }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByTestId('alpha-banner')).toBeNull();
  });

  it('widgets §4 "When several cards exist they rotate in turn, remembered per currency"', async () => {
    const showing = async (currency: string) => {
      clock += 1000; // one showing a second: past the fetch guard
      renderCard(currency);
      const id = await shownId();
      cleanup();
      return id;
    };
    // PEPE takes turns by sort, back to the first after the last.
    expect(await showing('PEPE')).toBe('10');
    expect(await showing('PEPE')).toBe('20');
    // BTC has its own turn: it starts at the first card, and PEPE's turn is kept meanwhile.
    expect(await showing('BTC')).toBe('10');
    expect(await showing('PEPE')).toBe('30');
    expect(await showing('PEPE')).toBe('10');
    expect(await showing('BTC')).toBe('20');
    // Kept in localStorage: the index of the card shown last, per currency.
    expect(JSON.parse(localStorage.getItem(ALPHA_BANNER_ROTATION_KEY) ?? '{}')).toEqual({ PEPE: 0, BTC: 1 });
  });

  it('widgets §4 "Hidden for 24 hours after manual close" (widgets §5 "24-hour window")', async () => {
    renderCard('PEPE');
    fireEvent.click(
      within(await screen.findByTestId('alpha-banner')).getByRole('button', {
        name: 'Hide this promotion for 24 hours',
      }),
    );
    expect(screen.queryByTestId('alpha-banner')).toBeNull();
    expect(localStorage.getItem(ALPHA_BANNER_CLOSED_AT_KEY)).toBe(String(T0));
    cleanup();

    // 24 h less 1 ms later, on any currency: not even asked for.
    clock = T0 + 24 * HOUR - 1;
    const { api } = renderCard('BTC');
    await act(async () => undefined);
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByTestId('alpha-banner')).toBeNull();
    cleanup();

    // 24 h later: shown again.
    clock = T0 + 24 * HOUR;
    renderCard('BTC');
    expect(await shownId()).toBeTruthy();
  });

  it('widgets §4 "Fetches are guarded to at most one per second": a quicker switch waits, and only the latest currency is fetched', async () => {
    const api = fakeMarketingApi(answerCards);
    let switchTo: (currency: string) => void = () => undefined;
    function Page() {
      const [currency, setCurrency] = useState('PEPE');
      switchTo = setCurrency;
      return <AlphaBannerCard currency={currency} now={now} setTimer={setTimer} fetchGuard={guard} />;
    }
    renderWithShell(<Page />, { fetch: api.fetch });
    await shownId();
    expect(api.calls.map((call) => call.query.currency)).toEqual(['PEPE']);

    clock = T0 + 200;
    act(() => switchTo('BTC'));
    clock = T0 + 500;
    act(() => switchTo('ETH'));
    // Neither fetched yet; BTC's wait was given up for ETH's, which ends 1 s after the last fetch.
    expect(api.calls).toHaveLength(1);
    expect(timers.map((timer) => [timer.ms, timer.cancelled])).toEqual([
      [800, true],
      [500, false],
    ]);
    clock = T0 + 1000;
    act(() => timers[1]?.run());
    await waitFor(() => expect(api.calls.map((call) => call.query.currency)).toEqual(['PEPE', 'ETH']));

    // A second later, a switch is fetched at once.
    clock = T0 + 2000;
    act(() => switchTo('SOL'));
    await waitFor(() => expect(api.calls.map((call) => call.query.currency)).toEqual(['PEPE', 'ETH', 'SOL']));
    expect(timers).toHaveLength(2);
  });

  it('right to left: the picture is the mirrored one (img_v2)', async () => {
    renderCard('PEPE', answerCards, { locale: 'ar', catalog: 'en' });
    const shown = await screen.findByTestId('alpha-banner');
    expect(shown.querySelector('img')?.getAttribute('src')).toBe('/images/marketing/card-10-v2.svg');
  });

  it('only same-origin links: a card leading elsewhere is shown without a link', async () => {
    renderCard('PEPE', () => ({ data: { card: [card(40, 1, { url: 'https://evil.example/' })], currency: 'PEPE' } }));
    const shown = await screen.findByTestId('alpha-banner');
    expect(within(shown).queryByRole('link')).toBeNull();
    expect(within(shown).getByText('Card 40')).toBeTruthy();
  });

  it('sends a view when the card comes into view, again only after 10 s out of view (widgets §9)', async () => {
    const views: AnalyticsProps[] = [];
    renderCard('PEPE', answerCards, {
      track: (name, props = {}) => {
        if (name === ANALYTICS_EVENTS.marketingBannerView) views.push(props);
      },
    });
    const shown = await screen.findByTestId('alpha-banner');
    // The card's observer starts in an effect after it renders: show it until the view is counted.
    await waitFor(() => {
      act(() => FakeIntersectionObserver.show(shown));
      expect(views).toHaveLength(1);
    });
    act(() => FakeIntersectionObserver.hide(shown));
    clock += 10_000;
    act(() => FakeIntersectionObserver.show(shown));
    expect(views).toEqual([
      { banner: 'alpha', plan_id: 10, plan_name: 'plan-10' },
      { banner: 'alpha', plan_id: 10, plan_name: 'plan-10' },
    ]);
  });
});
