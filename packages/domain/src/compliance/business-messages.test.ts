import { describe, expect, it } from 'vitest';
import { SITE_IDS } from '../sites/site-ids';
import {
  BUSINESS_MESSAGE_TYPES,
  coolDownReminderDue,
  DECLARATION_STATUS,
  declarationRequired,
  dueBusinessMessageTypes,
} from './business-messages';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date(Date.UTC(2025, 5, 1, 12));
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

describe('business compliance messages (widgets §3 "type (for example customer-understand-declaration, 24h_cool_down_end_reminder)")', () => {
  it("the type names are the spec's", () => {
    expect(BUSINESS_MESSAGE_TYPES.customerUnderstandDeclaration).toBe('customer-understand-declaration');
    expect(BUSINESS_MESSAGE_TYPES.coolDownEndReminder).toBe('24h_cool_down_end_reminder');
  });

  it('widgets §3 "Declaration status: status (1 needs signing, 2 signed)"; only Turkey-site accounts sign', () => {
    expect(DECLARATION_STATUS).toEqual({ needsSigning: 1, signed: 2 });
    expect(declarationRequired(SITE_IDS.turkey)).toBe(true);
    for (const site of [SITE_IDS.main, SITE_IDS.eu, SITE_IDS.uk]) expect(declarationRequired(site)).toBe(false);
  });

  it('the declaration message is for an unsigned Turkey-site account only', () => {
    const base = { coolDownUntil: null, coolDownAcknowledgedAt: null };
    expect(dueBusinessMessageTypes({ ...base, siteId: SITE_IDS.turkey, declarationSigned: false }, NOW)).toEqual([
      'customer-understand-declaration',
    ]);
    expect(dueBusinessMessageTypes({ ...base, siteId: SITE_IDS.turkey, declarationSigned: true }, NOW)).toEqual([]);
    expect(dueBusinessMessageTypes({ ...base, siteId: SITE_IDS.main, declarationSigned: false }, NOW)).toEqual([]);
  });
});

describe('the 24h cool-down-end reminder (widgets §4)', () => {
  const due = (coolDownUntil: Date | null, coolDownAcknowledgedAt: Date | null = null) =>
    coolDownReminderDue({ coolDownUntil, coolDownAcknowledgedAt }, NOW);

  it('is due once the cool-down has ended, not while it runs nor without one', () => {
    expect(due(null)).toBe(false);
    expect(due(at(HOUR))).toBe(false);
    expect(due(NOW)).toBe(true);
    expect(due(at(-HOUR))).toBe(true);
  });

  it('goes away 7 days after the cool-down ended', () => {
    expect(due(at(-7 * DAY + 1))).toBe(true);
    expect(due(at(-7 * DAY))).toBe(false);
  });

  it('goes away once acknowledged; an acknowledgement of an earlier cool-down does not count', () => {
    expect(due(at(-HOUR), at(-HOUR / 2))).toBe(false);
    expect(due(at(-HOUR), at(-2 * HOUR))).toBe(true);
  });

  it('comes after the declaration when both are due', () => {
    expect(
      dueBusinessMessageTypes(
        { siteId: SITE_IDS.turkey, declarationSigned: false, coolDownUntil: at(-DAY), coolDownAcknowledgedAt: null },
        NOW,
      ),
    ).toEqual(['customer-understand-declaration', '24h_cool_down_end_reminder']);
  });
});
