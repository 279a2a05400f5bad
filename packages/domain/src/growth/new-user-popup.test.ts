import { describe, expect, it } from 'vitest';
import {
  localDayOf,
  NEW_USER_POPUP_MAX_PER_DAY,
  NEW_USER_POPUP_MIN_INTERVAL_MS,
  newUserPopupDecision,
  newUserPopupVariant,
} from './new-user-popup';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOW = Date.UTC(2026, 10, 27, 12); // 12:00 UTC

type Input = Parameters<typeof newUserPopupDecision>[0];
const decide = (overrides: Partial<Input> = {}) =>
  newUserPopupDecision({ variableValue: 1, loggedIn: false, stored: null, now: NOW, ...overrides });

/** The counter after shows at these times, as the page stores it. */
function storedAfter(times: readonly number[], timeZoneOffset = 0): string | null {
  let stored: string | null = null;
  for (const now of times) {
    const decision = decide({ stored, now, timeZoneOffset });
    if (!decision.show) throw new Error(`not shown at ${now}`);
    stored = decision.stored;
  }
  return stored;
}

describe('new-user reward pop-up (widgets §4)', () => {
  it('"Variant from an experiment variable: 1 gives A, 2 gives B, anything else hides it"', () => {
    expect(newUserPopupVariant(1)).toBe('A');
    expect(newUserPopupVariant('1')).toBe('A');
    expect(newUserPopupVariant(2)).toBe('B');
    expect(newUserPopupVariant('2')).toBe('B');
    for (const other of [0, 3, '3', '', 'A', 'B', '1.0', null, undefined, 'toString']) {
      expect(newUserPopupVariant(other)).toBeNull();
    }
    expect(decide({ variableValue: 2 })).toMatchObject({ show: true, variant: 'B' });
    expect(decide({ variableValue: 3 })).toEqual({ show: false });
  });

  it('"Hidden when logged in" (widgets §6 "Logged-in user: no new-user pop-up")', () => {
    expect(decide({ loggedIn: true })).toEqual({ show: false });
  });

  it('widgets §9 "at most 4 per day, at least 30 minutes apart"', () => {
    expect(NEW_USER_POPUP_MAX_PER_DAY).toBe(4);
    expect(NEW_USER_POPUP_MIN_INTERVAL_MS).toBe(30 * MINUTE);
  });

  it('"at least 30 minutes apart"', () => {
    const afterOne = storedAfter([NOW]);
    expect(afterOne).toBe(`1/${NOW}`);
    expect(decide({ stored: afterOne, now: NOW + 30 * MINUTE - 1 })).toEqual({ show: false });
    expect(decide({ stored: afterOne, now: NOW + 30 * MINUTE })).toEqual({
      show: true,
      variant: 'A',
      stored: `2/${NOW + 30 * MINUTE}`,
    });
  });

  it('"Shown at most 4 times a day"', () => {
    const four = storedAfter([0, 1, 2, 3].map((n) => NOW + n * HOUR));
    expect(four).toBe(`4/${NOW + 3 * HOUR}`);
    expect(decide({ stored: four, now: NOW + 5 * HOUR })).toEqual({ show: false });
  });

  it('"the first show of a day resets the count to 1"', () => {
    const four = storedAfter([0, 1, 2, 3].map((n) => NOW + n * HOUR));
    const nextDay = Date.UTC(2026, 10, 28, 0, 30);
    expect(decide({ stored: four, now: nextDay })).toMatchObject({ show: true, stored: `1/${nextDay}` });
  });

  it('the 30 minutes hold across midnight too', () => {
    const late = Date.UTC(2026, 10, 27, 23, 50);
    const stored = storedAfter([late]);
    expect(decide({ stored, now: late + 20 * MINUTE })).toEqual({ show: false });
    expect(decide({ stored, now: late + 30 * MINUTE })).toMatchObject({
      show: true,
      stored: `1/${late + 30 * MINUTE}`,
    });
  });

  it('widgets §5 "A stored daily counter must be two slash-separated numbers, otherwise it is ignored"', () => {
    for (const bad of [
      '',
      '4',
      `4/${NOW}/1`,
      `x/${NOW}`,
      `4/abc`,
      ` 4/${NOW}`,
      `4 / ${NOW}`,
      `-4/${NOW}`,
      `4.5/${NOW}`,
    ]) {
      // Ignored as absent: a counter saying 4 shows today would otherwise hide the pop-up.
      expect(decide({ stored: bad })).toMatchObject({ show: true, stored: `1/${NOW}` });
    }
    expect(decide({ stored: `4/${NOW - MINUTE}` })).toEqual({ show: false });
  });

  it('"a day" is the visitor\'s local calendar day (timeZoneOffset as getTimezoneOffset gives it)', () => {
    // Istanbul is UTC+3 (offset -180): 20:00 and 22:00 UTC are 23:00 and 01:00 the next local day.
    const evening = Date.UTC(2026, 10, 27, 20);
    const four = storedAfter(
      [17, 18, 19, 20].map((h) => Date.UTC(2026, 10, 27, h)),
      -180,
    );
    const twoHoursLater = evening + 2 * HOUR;
    expect(decide({ stored: four, now: twoHoursLater, timeZoneOffset: -180 })).toMatchObject({
      show: true,
      stored: `1/${twoHoursLater}`,
    });
    // In UTC the same moment is still the same day: no fifth show.
    expect(decide({ stored: four, now: twoHoursLater })).toEqual({ show: false });
    expect(localDayOf(-180)(Date.UTC(2026, 10, 27, 21))).toBe(localDayOf(0)(Date.UTC(2026, 10, 28, 0)));
  });

  it('a last show later than now (the clock moved back) is not trusted', () => {
    const stored = `4/${NOW + HOUR}`;
    expect(decide({ stored })).toMatchObject({ show: true, stored: `1/${NOW}` });
  });
});
