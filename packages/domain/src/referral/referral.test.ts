import { describe, expect, it } from 'vitest';
import {
  INVITE_VERIFY_CODES,
  referralCookieChanges,
  referralNeedsVerify,
  referralValues,
  verifyRefType,
} from './referral';

/** The link's query values (domain has no URLSearchParams: it runs without DOM or Node types). */
const link = (query: string) => {
  const params = new Map(query.split('&').map((pair) => pair.split('=') as [string, string]));
  return referralValues((name) => params.get(name));
};

describe('referral (shell §4, §5, §8)', () => {
  it('§5 "Referral is handled only if the ref code is present"', () => {
    expect(referralNeedsVerify(link('ref_type=1&ref_channel=x'), {})).toBe(false);
    expect(referralNeedsVerify(link('ref='), {})).toBe(false);
    expect(referralNeedsVerify(link('ref=<script>'), {})).toBe(false);
  });

  it('§4 "If the link carries a ref code and the stored code and type differ, the code is verified"', () => {
    expect(referralNeedsVerify(link('ref=ABC'), {})).toBe(true);
    expect(referralNeedsVerify(link('ref=ABC'), { code: 'ABC' })).toBe(false);
    expect(referralNeedsVerify(link('ref=ABC&ref_type=2'), { code: 'ABC' })).toBe(true);
    expect(referralNeedsVerify(link('ref=ABC&ref_type=2'), { code: 'ABC', type: '2' })).toBe(false);
    expect(referralNeedsVerify(link('ref=XYZ&ref_type=2'), { code: 'ABC', type: '2' })).toBe(true);
  });

  it('§7 "optional ref_type (number)"', () => {
    expect(verifyRefType('3')).toBe(3);
    expect(verifyRefType('x')).toBeUndefined();
    expect(verifyRefType(undefined)).toBeUndefined();
  });

  it('§4 "On success the ref code, type, channel and group are stored and a refCookieChange event is raised"', () => {
    expect(referralCookieChanges(link('ref=ABC&ref_type=1&ref_channel=tw&group_id=g7'), 0)).toEqual({
      set: { ref: 'ABC', ref_type: '1', ref_channel: 'tw', group_id: 'g7' },
      remove: [],
      raiseChange: true,
    });
  });

  it('§5 "Channel and group are saved only if both ref and ref_type exist; otherwise they are deleted"', () => {
    expect(referralCookieChanges(link('ref=ABC&ref_channel=tw&group_id=g7'), 0)).toEqual({
      set: { ref: 'ABC' },
      remove: ['ref_type', 'ref_channel', 'group_id'],
      raiseChange: true,
    });
  });

  it('§8 "any non-zero code means the ref is not stored"; §4 an existing code is kept', () => {
    expect(referralCookieChanges(link('ref=ABC&ref_type=1&ref_channel=tw'), INVITE_VERIFY_CODES.unknownCode)).toEqual({
      set: {},
      remove: [],
      raiseChange: false,
    });
  });

  it('§8 "10530135 still updates channel and group cookies" (the code itself is not stored)', () => {
    expect(
      referralCookieChanges(link('ref=ABC&ref_type=1&ref_channel=tw&group_id=g7'), INVITE_VERIFY_CODES.notApplicable),
    ).toEqual({ set: { ref_channel: 'tw', group_id: 'g7' }, remove: [], raiseChange: false });
    expect(referralCookieChanges(link('ref=ABC&ref_channel=tw'), INVITE_VERIFY_CODES.notApplicable)).toEqual({
      set: {},
      remove: ['ref_channel', 'group_id'],
      raiseChange: false,
    });
  });
});
