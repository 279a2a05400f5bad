// @vitest-environment happy-dom
import type { MarketingPlanItem, NewbiePrizePop } from '@meridian/contracts';
import {
  DEVICE_ID_COOKIE,
  defaultUserInfo,
  experimentVariant,
  MODAL_PRIORITY,
  NEW_USER_POPUP_COUNTER_KEY,
} from '@meridian/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModals } from '../../shell/modals';
import { loggedOutSession, type Session } from '../../shell/session';
import { fakeApi } from '../../test-support/fake-api';
import { renderWithShell } from '../../test-support/render-with-shell';
import { MarketingPopups, NewUserRewardKeeper } from './marketing-popups';
import type { PopupClock, PopupStorage } from './marketing-popups-runner';
import VipPopupDialog from './vip-popup-dialog';
import { sameOriginPath } from './vip-link';

const clearCookie = (name: string) => (document.cookie = `${name}=; Max-Age=0; Path=/`);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const name of [DEVICE_ID_COOKIE, 'is_phone']) clearCookie(name);
  localStorage.clear();
  sessionStorage.clear();
});

const loggedIn: Session = {
  status: 'logged-in',
  userInfo: { ...defaultUserInfo(), user_info: { ...defaultUserInfo().user_info, uid: 10000001 } },
  totalFunds: { total_btc: '0', total_usd: '0' },
  vipTrial: null,
  subAccount: null,
  completedKyc2: true,
};

const PRIZE: NewbiePrizePop = { group_A: { num: '100' }, group_B: { num_first: '50', num_second: '20' } };

const MINUTE = 60_000;
/** 08:00 UTC; the fake clock's offset is 0 (UTC) unless a test says otherwise. */
const T0 = Date.UTC(2026, 2, 10, 8, 0);

function fakeClock(start = T0, offsetMinutes = 0) {
  let now = start;
  const clock: PopupClock = { now: () => now, timeZoneOffset: () => offsetMinutes };
  return { clock, set: (ms: number) => (now = ms) };
}

function memoryStorage(): PopupStorage & { data: Record<string, string> } {
  const data: Record<string, string> = {};
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

/** Lets the lazily loaded runner and its call finish when nothing is expected to show. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/** The first test to open a lazily loaded body also waits for its modules to be transformed. */
const FIRST_LOAD = { timeout: 10_000 };

describe('new-user reward pop-up (widgets §4)', () => {
  it('"Variant from an experiment variable: 1 gives A": one prize, group_A.num USDT, and a named dialog', async () => {
    const api = fakeApi({ data: PRIZE });
    renderWithShell(<NewUserRewardKeeper variableValue={1} clock={fakeClock().clock} storage={memoryStorage()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Your welcome reward' }, FIRST_LOAD);
    expect(api.calls.map((call) => call.path)).toEqual(['/api/web/v1/welfare/newbiePrizePop']);
    expect(dialog.textContent).toContain('100 USDT');
    expect(within(dialog).queryByText('First deposit')).toBeNull();
  });

  it('"2 gives B": a first-deposit amount (num_first) and a trade amount (num_second)', async () => {
    fakeApi({ data: PRIZE });
    renderWithShell(<NewUserRewardKeeper variableValue="2" clock={fakeClock().clock} storage={memoryStorage()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Two rewards for new users' });
    const prizes = within(within(dialog).getByRole('list', { name: 'Rewards' })).getAllByRole('listitem');
    expect(prizes.map((item) => item.textContent)).toEqual(['First deposit50 USDT', 'First trade20 USDT']);
    expect(dialog.textContent).not.toContain('100 USDT');
  });

  it('"anything else hides it": 3, 0 and nothing show no pop-up and make no call', async () => {
    for (const value of [3, '0', undefined]) {
      const api = fakeApi({ data: PRIZE });
      const storage = memoryStorage();
      renderWithShell(<NewUserRewardKeeper variableValue={value} clock={fakeClock().clock} storage={storage} />);
      await settle();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(api.calls).toEqual([]);
      expect(storage.data).toEqual({});
      cleanup();
    }
  });

  it('"Hidden when logged in"', async () => {
    const api = fakeApi({ data: PRIZE });
    renderWithShell(<NewUserRewardKeeper variableValue={1} clock={fakeClock().clock} storage={memoryStorage()} />, {
      session: loggedIn,
    });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('widgets §8 "prize ... calls fail → empty prize data": nothing shown, nothing counted', async () => {
    const api = fakeApi({ status: 500, data: null });
    const storage = memoryStorage();
    renderWithShell(<NewUserRewardKeeper variableValue={1} clock={fakeClock().clock} storage={storage} />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storage.data).toEqual({});
  });

  it('widgets §9 "at most 4 per day, at least 30 minutes apart"; "the first show of a day resets the count to 1"', async () => {
    const { clock, set } = fakeClock();
    const storage = memoryStorage();
    /** One page load at `at`: whether the pop-up showed (it is then closed). */
    const pageLoad = async (at: number): Promise<boolean> => {
      set(at);
      fakeApi({ data: PRIZE });
      renderWithShell(<NewUserRewardKeeper variableValue={1} clock={clock} storage={storage} />);
      await settle();
      const dialog = screen.queryByRole('dialog');
      if (dialog) fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      cleanup();
      return dialog !== null;
    };
    // The stored counter is `count/time of the last show` (decision 0055).
    const counter = () => storage.data[NEW_USER_POPUP_COUNTER_KEY];

    expect(await pageLoad(T0)).toBe(true);
    expect(counter()).toBe(`1/${T0}`);
    // 29 minutes later: too soon.
    expect(await pageLoad(T0 + 29 * MINUTE)).toBe(false);
    expect(counter()).toBe(`1/${T0}`);
    expect(await pageLoad(T0 + 30 * MINUTE)).toBe(true);
    expect(await pageLoad(T0 + 60 * MINUTE)).toBe(true);
    expect(await pageLoad(T0 + 90 * MINUTE)).toBe(true);
    expect(counter()).toBe(`4/${T0 + 90 * MINUTE}`);
    // Four today: not a fifth time, however long after.
    expect(await pageLoad(T0 + 10 * 60 * MINUTE)).toBe(false);
    // The next day: shown again, counted from 1.
    const nextDay = Date.UTC(2026, 2, 11, 0, 5);
    expect(await pageLoad(nextDay)).toBe(true);
    expect(counter()).toBe(`1/${nextDay}`);
  });

  it('"a day" is the visitor\'s local day: at 22:00 UTC it is already tomorrow in Istanbul (UTC+3)', async () => {
    const storage = memoryStorage();
    storage.setItem(NEW_USER_POPUP_COUNTER_KEY, `4/${T0}`);
    const late = Date.UTC(2026, 2, 10, 22, 0);
    fakeApi({ data: PRIZE });
    renderWithShell(<NewUserRewardKeeper variableValue={1} clock={fakeClock(late, 0).clock} storage={storage} />);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    fakeApi({ data: PRIZE });
    renderWithShell(<NewUserRewardKeeper variableValue={1} clock={fakeClock(late, -180).clock} storage={storage} />);
    await screen.findByRole('dialog');
    expect(storage.data[NEW_USER_POPUP_COUNTER_KEY]).toBe(`1/${late}`);
  });

  it('"Confirm goes to signup" (locale-prefixed), without counting as a close', async () => {
    fakeApi({ data: PRIZE });
    const track = vi.fn();
    renderWithShell(<NewUserRewardKeeper variableValue={1} clock={fakeClock().clock} storage={memoryStorage()} />, {
      locale: 'tr',
      catalog: 'en',
      path: '/markets',
      routePath: '*',
      track,
    });
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('link', { name: 'Sign up' });
    expect(confirm.getAttribute('href')).toBe('/tr/signup');
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(track).not.toHaveBeenCalled();
  });

  it('"close notifies": the close button and Escape record newbie_popup_close', async () => {
    for (const [value, variant] of [
      [1, 'A'],
      [2, 'B'],
    ] as const) {
      fakeApi({ data: PRIZE });
      const track = vi.fn();
      renderWithShell(
        <NewUserRewardKeeper variableValue={value} clock={fakeClock().clock} storage={memoryStorage()} />,
        { track },
      );
      const dialog = await screen.findByRole('dialog');
      if (variant === 'A') fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      else fireEvent.keyDown(dialog, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(track.mock.calls).toEqual([['newbie_popup_close', { variant }]]);
      cleanup();
    }
  });

  it('MarketingPopups: a visitor sees the variant of the newbiePopup experiment for their device', async () => {
    // A device the experiment puts in B (the default, without a device, is A).
    const device = Array.from({ length: 50 }, (_, i) => `${i}`.padStart(40, '0')).find(
      (id) => experimentVariant('newbiePopup', id) === 'B',
    );
    document.cookie = `${DEVICE_ID_COOKIE}=${device}; Path=/`;
    const api = fakeApi({ data: PRIZE });
    const track = vi.fn();
    renderWithShell(<MarketingPopups />, { track });
    await screen.findByRole('dialog', { name: 'Two rewards for new users' });
    expect(api.calls).toHaveLength(1);
    expect(track).toHaveBeenCalledWith('experiment_exposure', { experiment: 'newbiePopup', variant: 'B' });
  });

  it('widgets §6 "Logged-in user: no new-user pop-up" (the VIP call instead); not on the signup page itself', async () => {
    const api = fakeApi({ data: { list: [] } });
    renderWithShell(<MarketingPopups />, { session: loggedIn });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.path).toBe('/api/web/v1/marketing/targeted-popup-plan/list');
    cleanup();
    const none = fakeApi({ data: PRIZE });
    renderWithShell(<MarketingPopups />, { session: loggedOutSession(), path: '/signup' });
    await settle();
    expect(none.calls).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marketing never covers a compliance notice: asked for together, the notice shows first', async () => {
    const api = fakeApi({ data: PRIZE });
    /** Holds the page with a modal the person opened, then asks for a compliance-priority notice. */
    function Notices() {
      const { open } = useModals();
      useEffect(() => open('footer-stay-tuned', {}), [open]);
      return (
        <button
          type="button"
          onClick={() => open('footer-download', { href: '/mobileapp' }, { priority: MODAL_PRIORITY.compliance })}
        >
          Ask for a notice
        </button>
      );
    }
    renderWithShell(
      <>
        <Notices />
        <NewUserRewardKeeper variableValue={1} clock={fakeClock().clock} storage={memoryStorage()} />
      </>,
    );
    const first = await screen.findByRole('dialog', { name: 'Stay tuned' });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await settle();
    // The pop-up was asked for while the first modal was up; the notice is asked for after it.
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a notice', hidden: true }));
    fireEvent.click(within(first).getByRole('button', { name: 'Close' }));
    const notice = await screen.findByRole('dialog', { name: /app/ });
    expect(screen.queryByRole('dialog', { name: 'Your welcome reward' })).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    await screen.findByRole('dialog', { name: 'Your welcome reward' });
  });
});

const PLAN: MarketingPlanItem = {
  plan_id: 1401,
  plan_name: 'vip-upgraded-popup',
  title: 'Welcome to VIP 2',
  content: 'Lower fees from today.',
  img: '/images/marketing/vip-crown.svg',
  img_h5: '/images/marketing/vip-crown-h5.svg',
  url: '/fee',
  position: 'vip_index',
  tier: 2,
  benefit_title: 'Your benefits',
  benefit_1_content: 'Lower trading fees',
  benefit_1_img: '/images/marketing/vip-fees.svg',
  benefit_2_content: '',
  benefit_2_img: '/images/marketing/vip-support.svg',
  benefit_3_content: 'Higher withdrawal limits',
  benefit_3_img: '',
  button_copywriting: 'See my fees',
  vip_popup_type: 'VIP_UPGRADED',
};

/** The pop-up of `plan` in a new browser session (a plan shows once per session). */
async function vipPopupOf(plan: Partial<MarketingPlanItem>) {
  sessionStorage.clear();
  const api = fakeApi({ data: { list: [{ ...PLAN, ...plan }] } });
  renderWithShell(<MarketingPopups />, { session: loggedIn });
  return { api, dialog: await screen.findByRole('dialog', {}, FIRST_LOAD) };
}

describe('VIP pop-up (widgets §4)', () => {
  it('"Fetched for position vip_index" (resource type 1): the plan, named by its title, with its benefits and button', async () => {
    const { dialog } = await vipPopupOf({});
    const url = new URL(String(vi.mocked(fetch).mock.calls[0]?.[0]), 'http://shell.test');
    expect(url.pathname).toBe('/api/web/v1/marketing/targeted-popup-plan/list');
    expect(url.searchParams.get('position')).toBe('vip_index');
    expect(url.searchParams.get('resource_type')).toBe('1');
    expect(screen.getByRole('dialog', { name: 'Welcome to VIP 2' })).toBe(dialog);
    expect(dialog.textContent).toContain('Lower fees from today.');
    // widgets §3 "benefit_1..3_content": only the blocks with content (2 has an image but no text).
    const benefits = within(within(dialog).getByRole('region', { name: 'Your benefits' })).getAllByRole('listitem');
    expect(benefits.map((block) => block.textContent)).toEqual(['Lower trading fees', 'Higher withdrawal limits']);
    expect(benefits[0]?.querySelector('img')?.getAttribute('src')).toBe('/images/marketing/vip-fees.svg');
    expect(benefits[1]?.querySelector('img')).toBeNull();
    const button = within(dialog).getByRole('link', { name: 'See my fees' });
    expect(button.getAttribute('href')).toBe('/fee');
  });

  it('the type chooses the headline style', async () => {
    for (const [type, style, line] of [
      ['VIP_EXPIRED', 'vip-popup--expired', 'Your VIP tier has expired'],
      ['VIP_INACTIVE', 'vip-popup--inactive', 'Your VIP benefits are waiting'],
      ['VIP_UPGRADED', 'vip-popup--upgraded', 'You have been upgraded'],
    ] as const) {
      const { dialog } = await vipPopupOf({ vip_popup_type: type });
      expect(dialog.classList.contains(style)).toBe(true);
      expect(dialog.textContent).toContain(line);
      cleanup();
    }
  });

  it('the image: img, or img_h5 on phones (the is_phone cookie, isPhoneLikeDevice)', async () => {
    const desktop = await vipPopupOf({});
    expect(desktop.dialog.querySelector('.vip-popup__image')?.getAttribute('src')).toBe(PLAN.img);
    cleanup();
    document.cookie = 'is_phone=1; Path=/';
    const phone = await vipPopupOf({});
    expect(phone.dialog.querySelector('.vip-popup__image')?.getAttribute('src')).toBe(PLAN.img_h5);
  });

  it('the button leads to same-origin paths only, else the rewards hub; without copy it says View VIP', async () => {
    const { dialog } = await vipPopupOf({ url: 'https://elsewhere.example/phish', button_copywriting: '' });
    expect(within(dialog).getByRole('link', { name: 'View VIP' }).getAttribute('href')).toBe('/rewards_hub');
    const origin = 'https://www.meridian.example';
    expect(sameOriginPath('/trade/BTC_USDT?x=1#top', origin)).toBe('/trade/BTC_USDT?x=1#top');
    expect(sameOriginPath(`${origin}/fee`, origin)).toBe('/fee');
    for (const url of [
      '//elsewhere.example/x',
      '/\\elsewhere.example',
      'javascript:alert(1)',
      'http://www.meridian.example/fee',
      '',
    ])
      expect(sameOriginPath(url, origin), url).toBeNull();
  });

  it('"shown if it has a plan id or name": neither shows nothing; a name alone is enough', async () => {
    const api = fakeApi({ data: { list: [{ ...PLAN, plan_id: 0, plan_name: ' ' }] } });
    renderWithShell(<MarketingPopups />, { session: loggedIn });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    await vipPopupOf({ plan_id: 0 });
  });

  it('widgets §8 a failed call or an empty list shows nothing', async () => {
    for (const answer of [{ status: 500, data: null }, { data: { list: [] } }]) {
      const api = fakeApi(answer);
      renderWithShell(<MarketingPopups />, { session: loggedIn });
      await waitFor(() => expect(api.calls).toHaveLength(1));
      await settle();
      expect(screen.queryByRole('dialog')).toBeNull();
      cleanup();
    }
  });

  it('"hides ... on close": the close button and Escape', async () => {
    const first = await vipPopupOf({});
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();
    const second = await vipPopupOf({});
    fireEvent.keyDown(second.dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a plan shows once per browser session (ours: the spec gives no frequency)', async () => {
    await vipPopupOf({});
    cleanup();
    renderWithShell(<MarketingPopups />, { session: loggedIn });
    // The second page asks again and gets the same plan, but does not show it.
    await vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2), FIRST_LOAD);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.length).toBe(1);
  });

  it('widgets §9 "VIP pop-up auto-hide: 10 seconds" (fake timers); the timer is cleared when it leaves', async () => {
    // The body's modules are loaded before the timers are faked.
    await import('./vip-popup-dialog');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onClose = vi.fn();
    renderWithShell(<VipPopupDialog props={{ plan: PLAN }} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Welcome to VIP 2' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(9_999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    cleanup();

    const unmounted = vi.fn();
    renderWithShell(<VipPopupDialog props={{ plan: PLAN }} onClose={unmounted} />);
    act(() => vi.advanceTimersByTime(5_000));
    cleanup();
    act(() => vi.advanceTimersByTime(10_000));
    expect(unmounted).not.toHaveBeenCalled();
  });
});
