import { describe, expect, it } from 'vitest';
import {
  chooseModal,
  displacesShown,
  isModalDue,
  MODAL_FREQUENCY,
  MODAL_PRIORITY,
  type ModalHistory,
  type ModalRequest,
  type ModalShownState,
  nextModalCheck,
  recordModalDismissed,
  recordModalShown,
  riskUserNoticeFrequency,
  utcDay,
} from './choose-modal';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 23, 9, 0);

let counter = 0;
function request(name: string, fields: Partial<ModalRequest> = {}): ModalRequest {
  counter += 1;
  return { name, priority: MODAL_PRIORITY.userAction, order: counter, ...fields };
}

/** Shows `name` at each time in turn, as the store records it. */
function shownAt(name: string, times: number[], dayOf = utcDay): ModalHistory {
  let state: ModalShownState | undefined;
  for (const at of times) state = recordModalShown(state, at, dayOf);
  return { [name]: state };
}

describe('chooseModal: one at a time, by priority, then request order', () => {
  it('chooses nothing from an empty queue', () => {
    expect(chooseModal([], NOW)).toBeNull();
  });

  it('chooses the higher priority whatever the order of the requests', () => {
    const low = request('marketing', { priority: MODAL_PRIORITY.marketing });
    const high = request('agreement', { priority: MODAL_PRIORITY.blocking });
    expect(chooseModal([low, high], NOW)).toBe(high);
    expect(chooseModal([high, low], NOW)).toBe(high);
  });

  it('chooses the earlier request of equal priorities', () => {
    const first = request('a');
    const second = request('b');
    expect(chooseModal([second, first], NOW)).toBe(first);
  });

  it('does not choose a modal before its time, and chooses it once the time has come', () => {
    const later = request('later', { priority: MODAL_PRIORITY.blocking, notBefore: NOW + MINUTE });
    const now = request('now', { priority: MODAL_PRIORITY.marketing });
    expect(chooseModal([later, now], NOW)).toBe(now);
    expect(chooseModal([later, now], NOW + MINUTE)).toBe(later);
    expect(nextModalCheck([later, now], NOW)).toBe(NOW + MINUTE);
  });

  it('widgets §4 KYC notice: "The risk-user notice takes priority"', () => {
    const upgrade = request('kyc-upgrade', { priority: MODAL_PRIORITY.kycUpgrade });
    const risk = request('kyc-risk-user', { priority: MODAL_PRIORITY.kycRiskUser });
    expect(chooseModal([upgrade, risk], NOW)).toBe(risk);
  });

  it('what the person clicked for comes before anything the page queued by itself', () => {
    const queued = Object.entries(MODAL_PRIORITY)
      .filter(([name]) => name !== 'userAction')
      .map(([name, priority]) => request(name, { priority }));
    const clicked = request('security');
    expect(chooseModal([...queued, clicked], NOW)).toBe(clicked);
  });
});

describe('displacesShown: marketing never covers a compliance notice (issue 15)', () => {
  it('a notice above marketing takes the place of a marketing pop-up on the page', () => {
    const shown = request('new-user-reward', { priority: MODAL_PRIORITY.marketing });
    for (const priority of [
      MODAL_PRIORITY.compliance,
      MODAL_PRIORITY.kycUpgrade,
      MODAL_PRIORITY.blocking,
      MODAL_PRIORITY.userAction,
    ]) {
      expect(displacesShown(shown, request('notice', { priority }))).toBe(true);
    }
  });

  it('nothing replaces a notice, and marketing does not replace marketing', () => {
    const marketing = request('vip', { priority: MODAL_PRIORITY.marketing });
    expect(displacesShown(request('compliance', { priority: MODAL_PRIORITY.compliance }), marketing)).toBe(false);
    expect(displacesShown(request('compliance', { priority: MODAL_PRIORITY.compliance }), request('login'))).toBe(
      false,
    );
    expect(displacesShown(request('new-user-reward', { priority: MODAL_PRIORITY.marketing }), marketing)).toBe(false);
  });
});

describe('frequency rules', () => {
  it('widgets §4 "A KYC-upgrade notice shows once per 12 hours"', () => {
    const notice = request('kyc-upgrade', { frequency: MODAL_FREQUENCY.kycUpgrade });
    const history = shownAt('kyc-upgrade', [NOW]);
    expect(isModalDue(notice, NOW + 12 * HOUR - 1, { history })).toBe(false);
    expect(isModalDue(notice, NOW + 12 * HOUR, { history })).toBe(true);
    expect(nextModalCheck([notice], NOW + HOUR, { history })).toBe(NOW + 12 * HOUR);
  });

  it('widgets §4 risk user: "expiry equal to the frequency in hours. With frequency 0 it shows every time"', () => {
    const history = shownAt('kyc-risk-user', [NOW]);
    const everyTime = request('kyc-risk-user', { frequency: riskUserNoticeFrequency(0) });
    expect(isModalDue(everyTime, NOW, { history })).toBe(true);
    const threeHours = request('kyc-risk-user', { frequency: riskUserNoticeFrequency(3) });
    expect(isModalDue(threeHours, NOW + 3 * HOUR - 1, { history })).toBe(false);
    expect(isModalDue(threeHours, NOW + 3 * HOUR, { history })).toBe(true);
  });

  it('widgets §4 new-user pop-up: "Shown at most 4 times a day and at least 30 minutes apart"', () => {
    const popUp = request('new-user-reward', { frequency: MODAL_FREQUENCY.newUserReward });
    const thirtyApart = [0, 1, 2, 3].map((n) => NOW + n * 30 * MINUTE);
    const afterOne = shownAt('new-user-reward', thirtyApart.slice(0, 1));
    expect(isModalDue(popUp, NOW + 30 * MINUTE - 1, { history: afterOne })).toBe(false);
    expect(isModalDue(popUp, NOW + 30 * MINUTE, { history: afterOne })).toBe(true);
    const afterFour = shownAt('new-user-reward', thirtyApart);
    expect(isModalDue(popUp, NOW + 3 * HOUR, { history: afterFour })).toBe(false);
    // A count, not a time, holds it back: no wake-up today.
    expect(nextModalCheck([popUp], NOW + 3 * HOUR, { history: afterFour })).toBeUndefined();
    const nextDay = (utcDay(NOW) + 1) * DAY;
    expect(isModalDue(popUp, nextDay, { history: afterFour })).toBe(true);
  });

  it('widgets §4 new-user pop-up: "the first show of a day resets the count to 1"', () => {
    const yesterday = shownAt('p', [NOW, NOW + HOUR, NOW + 2 * HOUR]).p;
    const firstToday = recordModalShown(yesterday, NOW + DAY);
    expect(firstToday.shownOnDay).toBe(1);
    expect(recordModalShown(firstToday, NOW + DAY + HOUR).shownOnDay).toBe(2);
  });

  it('counts days as the caller says (a local day rather than the UTC one)', () => {
    const popUp = request('p', { frequency: { maxPerDay: 1 } });
    // A day that starts at 10:00 UTC: 09:00 and 11:00 fall on different days.
    const shiftedDay = (ms: number) => utcDay(ms - 10 * HOUR);
    const history = shownAt('p', [NOW], shiftedDay);
    expect(isModalDue(popUp, NOW + 2 * HOUR, { history, dayOf: shiftedDay })).toBe(true);
    expect(isModalDue(popUp, NOW + 2 * HOUR, { history: shownAt('p', [NOW]) })).toBe(false);
  });

  it('shell §9 "Hong Kong dialog: re-shows 86,400,000 ms (24 h) after last dismissal"', () => {
    const dialog = request('hong-kong', { frequency: MODAL_FREQUENCY.hongKongNotice });
    const history: ModalHistory = {
      'hong-kong': recordModalDismissed(shownAt('hong-kong', [NOW])['hong-kong'], NOW + HOUR),
    };
    expect(isModalDue(dialog, NOW + HOUR + 86_400_000 - 1, { history })).toBe(false);
    expect(isModalDue(dialog, NOW + HOUR + 86_400_000, { history })).toBe(true);
  });

  it('shell §9 "Uzbekistan dialog: shown once (persistent flag)"', () => {
    const dialog = request('uzbekistan', { frequency: MODAL_FREQUENCY.uzbekistanNotice });
    expect(isModalDue(dialog, NOW)).toBe(true);
    expect(isModalDue(dialog, NOW + 365 * DAY, { history: shownAt('uzbekistan', [NOW]) })).toBe(false);
  });

  it('a rule held back by its frequency leaves the next request its turn', () => {
    const limited = request('kyc-upgrade', {
      priority: MODAL_PRIORITY.kycUpgrade,
      frequency: MODAL_FREQUENCY.kycUpgrade,
    });
    const other = request('reward', { priority: MODAL_PRIORITY.marketing });
    expect(chooseModal([limited, other], NOW + HOUR, { history: shownAt('kyc-upgrade', [NOW]) })).toBe(other);
  });

  it('a remembered time after now (the clock moved back) does not hold a modal back', () => {
    const notice = request('kyc-upgrade', { frequency: MODAL_FREQUENCY.kycUpgrade });
    expect(isModalDue(notice, NOW, { history: shownAt('kyc-upgrade', [NOW + HOUR]) })).toBe(true);
  });
});
