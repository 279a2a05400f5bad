import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../http';
import { loadAccountCompliance, noAccountCompliance } from './account-compliance.server';

const REMINDER = {
  type: '24h_cool_down_end_reminder',
  title: 'Your 24-hour cool-down has ended',
  content: 'Trading is available again.',
  ok_button: 'Go to trading',
  cancel_button: 'Close',
  ok_button_router: '/trade/BTC_USDT',
  text_link: [],
  no_close_button: false,
};
const TIP = { need_kyc: true, days_left: 6, kyc_status: '0' };

/** An API answering by path (query left out), recording the paths asked for. */
function api(routes: Record<string, () => Response>, asked: string[] = []): ApiFetch {
  return async (path) => {
    asked.push(path);
    const route = routes[path.split('?')[0] ?? ''];
    return route ? route() : new Response('not found', { status: 404 });
  };
}

describe('loadAccountCompliance (widgets §7 business check, shell §7 KYC footer tips)', () => {
  it('widgets §7 "one path for main, Turkey, UK and AU sites, another otherwise", keyed by locale', async () => {
    const routes = {
      '/api/web/v1/compliance/business-check': () =>
        Response.json({ resMsg: { code: 0, message: '' }, datas: [REMINDER] }),
      '/apiw/v2/compliance/business-check': () => Response.json({ resMsg: { code: 0, message: '' }, datas: [] }),
      '/api/web/v1/kyc/footerTipsCheck': () => Response.json({ code: 0, message: 'success', data: TIP }),
    };
    const asked: string[] = [];
    expect(await loadAccountCompliance(api(routes, asked), 0, 'en')).toEqual({
      business: [REMINDER],
      kycFooterTip: TIP,
    });
    expect(asked).toContain('/api/web/v1/compliance/business-check?locale=en');
    const turkey = await loadAccountCompliance(api(routes, asked), 177, 'tr');
    // widgets §8 "Declaration status call fails | status 1 (needs signing)": this fake has no such path.
    expect(turkey).toEqual({ business: [REMINDER], kycFooterTip: TIP, declarationStatus: 1 });
    expect(asked).toContain('/api/web/v1/compliance/business-check?locale=tr');
    const other: string[] = [];
    expect((await loadAccountCompliance(api(routes, other), 106, 'de-eu')).business).toEqual([]);
    expect(other).toContain('/apiw/v2/compliance/business-check?locale=de-eu');
  });

  it('widgets §8 "Compliance message call fails | empty default message": a non-zero resMsg.code, an error or garbage', async () => {
    const tips = { '/api/web/v1/kyc/footerTipsCheck': () => Response.json({ code: 0, message: 'success', data: TIP }) };
    for (const answer of [
      () => Response.json({ resMsg: { code: 1, message: 'no' }, datas: [REMINDER] }),
      () => new Response('<html>', { status: 502 }),
      () => Response.json({ datas: 'x' }),
    ]) {
      const loaded = await loadAccountCompliance(
        api({ ...tips, '/api/web/v1/compliance/business-check': answer }),
        0,
        'en',
      );
      expect(loaded).toEqual({ business: [], kycFooterTip: TIP });
    }
  });

  it('shell §8 a failed footer-tip call falls back silently to values that show nothing', async () => {
    const failing: ApiFetch = async () => Promise.reject(new Error('ECONNREFUSED'));
    expect(await loadAccountCompliance(failing, 0, 'en')).toEqual(noAccountCompliance());
  });
});

describe('the declaration status (widgets §3 "status (1 needs signing, 2 signed)")', () => {
  const status = (value: number) => () => Response.json({ code: 0, message: 'success', data: { status: value } });
  const DECLARATION = { ...REMINDER, type: 'customer-understand-declaration' };
  it('read on the Turkey site, and elsewhere only when a declaration message is due', async () => {
    const routes = {
      '/api/web/v1/compliance/business-check': () => Response.json({ resMsg: { code: 0, message: '' }, datas: [] }),
      '/api/web/v1/compliance-kyc/customer-understand-declaration/status': status(2),
    };
    expect((await loadAccountCompliance(api(routes), 177, 'tr')).declarationStatus).toBe(2);
    const asked: string[] = [];
    expect((await loadAccountCompliance(api(routes, asked), 0, 'en')).declarationStatus).toBeUndefined();
    expect(asked.some((path) => path.includes('declaration'))).toBe(false);
    const due = {
      ...routes,
      '/api/web/v1/compliance/business-check': () =>
        Response.json({ resMsg: { code: 0, message: '' }, datas: [DECLARATION] }),
      '/api/web/v1/compliance-kyc/customer-understand-declaration/status': status(1),
    };
    expect((await loadAccountCompliance(api(due), 0, 'en')).declarationStatus).toBe(1);
  });
});
