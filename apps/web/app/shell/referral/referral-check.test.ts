// @vitest-environment happy-dom
import { INVITE_VERIFY_CODES, type ReferralCookieChanges } from '@meridian/domain';
import { describe, expect, it, vi } from 'vitest';
import type { BrowserClients, RequestOutcome } from '../http';
import { applyReferralChanges, handleReferral } from './referral-check';

function clientsAnswering(outcome: RequestOutcome<unknown>) {
  const getOutcome = vi.fn(async () => outcome);
  return { clients: { getOutcome } as unknown as Pick<BrowserClients, 'getOutcome'>, getOutcome };
}

async function run(search: string, cookies: string, outcome: RequestOutcome<unknown>) {
  const { clients, getOutcome } = clientsAnswering(outcome);
  const applied: ReferralCookieChanges[] = [];
  await handleReferral(
    search,
    clients,
    () => cookies,
    (c) => void applied.push(c),
  );
  return { getOutcome, applied };
}

const OK: RequestOutcome<unknown> = { ok: true, data: { invite_code: 'ABC', ref_type: 1, inviter: 'ka***' } };

describe('the referral check (shell §4)', () => {
  it('verifies a new code with invite_code and the numeric ref_type, then stores what the answer allows', async () => {
    const { getOutcome, applied } = await run('?ref=ABC&ref_type=1&ref_channel=tw&group_id=g1', '', OK);
    expect(getOutcome).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/web/v1/rebate/verify_invite_info' }),
      {
        silent: true,
        query: { invite_code: 'ABC', ref_type: '1' },
      },
    );
    expect(applied).toEqual([
      { set: { ref: 'ABC', ref_type: '1', ref_channel: 'tw', group_id: 'g1' }, remove: [], raiseChange: true },
    ]);
  });

  it('does not ask again when the stored code and type are the same, nor without a code', async () => {
    expect((await run('?ref=ABC&ref_type=1', 'ref=ABC; ref_type=1', OK)).getOutcome).not.toHaveBeenCalled();
    expect((await run('?ref_channel=tw', '', OK)).getOutcome).not.toHaveBeenCalled();
  });

  it('"Code 10530135 still refreshes the channel and group cookies"; other codes and no answer change nothing', async () => {
    const notApplicable = await run('?ref=ABC&ref_type=1&ref_channel=tw', 'ref=OLD', {
      ok: false,
      reason: 'code',
      code: INVITE_VERIFY_CODES.notApplicable,
      message: '',
    });
    expect(notApplicable.applied).toEqual([{ set: { ref_channel: 'tw' }, remove: ['group_id'], raiseChange: false }]);
    const unknown = await run('?ref=ABC', 'ref=OLD', { ok: false, reason: 'code', code: 10530101, message: '' });
    expect(unknown.applied).toEqual([{ set: {}, remove: [], raiseChange: false }]);
    expect((await run('?ref=ABC', '', { ok: false, reason: 'network' })).applied).toEqual([]);
  });

  it('writes the cookies for 7 days, deletes the others, and raises refCookieChange', () => {
    const writes: Array<[string, string, number]> = [];
    const events: Event[] = [];
    const target = { dispatchEvent: (e: Event) => (events.push(e), true) };
    applyReferralChanges(
      { set: { ref: 'ABC' }, remove: ['ref_channel'], raiseChange: true },
      (n, v, m) => void writes.push([n, v, m]),
      target,
    );
    expect(writes).toEqual([
      ['ref', 'ABC', 604_800],
      ['ref_channel', '', 0],
    ]);
    expect(events.map((e) => e.type)).toEqual(['refCookieChange']);
    expect((events[0] as CustomEvent).detail).toEqual({ ref: 'ABC' });
  });
});
