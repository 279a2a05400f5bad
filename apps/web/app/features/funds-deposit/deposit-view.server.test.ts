import { getDepositAddress, getDepositHistory, getFundsNetworks } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '../../shell/http';
import { depositRedirect, loadDepositView } from './deposit-view.server';

const NETWORKS = {
  list: [
    {
      coin: 'USDT',
      networks: [
        {
          network: 'ERC20',
          name: 'Ethereum (ERC20)',
          memo: 'none',
          min_withdrawal: '10',
          withdrawal_fee: '4',
          decimals: 6,
          min_deposit: '1',
          confirmations: 12,
        },
        {
          network: 'TRC20',
          name: 'Tron (TRC20)',
          memo: 'none',
          min_withdrawal: '5',
          withdrawal_fee: '1',
          decimals: 6,
          min_deposit: '1',
          confirmations: 12,
        },
      ],
    },
    {
      coin: 'BTC',
      networks: [
        {
          network: 'BTC',
          name: 'Bitcoin',
          memo: 'none',
          min_withdrawal: '0.001',
          withdrawal_fee: '0.0002',
          decimals: 8,
          min_deposit: '1',
          confirmations: 12,
        },
      ],
    },
  ],
};

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, message: 'success', data }), {
    headers: { 'content-type': 'application/json' },
  });
const failure = (status: number) =>
  new Response(JSON.stringify({ code: status, message: 'no', data: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A fake API answering by path; records what was asked. */
function fakeApi(answers: Partial<Record<'networks' | 'address' | 'history', () => Response>>) {
  const asked: string[] = [];
  const api: ApiFetch = async (path) => {
    asked.push(path);
    const url = new URL(path, 'http://api.test');
    const coin = url.searchParams.get('coin');
    const network = url.searchParams.get('network');
    if (url.pathname === getFundsNetworks.path) return (answers.networks ?? (() => ok(NETWORKS)))();
    if (url.pathname === getDepositAddress.path)
      return (answers.address ?? (() => ok({ coin, network, address: `addr-${coin}-${network}`, memo: null })))();
    if (url.pathname === getDepositHistory.path) return (answers.history ?? (() => ok({ list: [] })))();
    return failure(404);
  };
  return { api, asked };
}

describe('deposit page redirects (issue 16 item 5)', () => {
  it('"default USDT": /myaccount/deposit goes to the USDT page, under the locale prefix, keeping the network', () => {
    expect(depositRedirect(undefined, 'http://x.example/myaccount/deposit', '')).toBe('/myaccount/deposit/USDT');
    expect(depositRedirect(undefined, 'http://x.example/de/myaccount/deposit?network=TRC20', 'de')).toBe(
      '/de/myaccount/deposit/USDT?network=TRC20',
    );
  });

  it('a lower-case coin goes to its upper-case page; an upper-case or odd one is shown as it is', () => {
    expect(depositRedirect('btc', 'http://x.example/tr/myaccount/deposit/btc?network=BTC', 'tr')).toBe(
      '/tr/myaccount/deposit/BTC?network=BTC',
    );
    expect(depositRedirect('Usdt', 'http://x.example/myaccount/deposit/Usdt', '')).toBe('/myaccount/deposit/USDT');
    expect(depositRedirect('USDT', 'http://x.example/myaccount/deposit/USDT', '')).toBeNull();
    // Not a coin code at all: no redirect (the page says the coin cannot be deposited).
    expect(depositRedirect('ü-x', 'http://x.example/myaccount/deposit/%C3%BC-x', '')).toBeNull();
  });
});

describe('loadDepositView (the deposit route loader, issue 16 item 5)', () => {
  it("reads the address on the network of the link, the coin's history, and draws the QR of the address", async () => {
    const { api, asked } = fakeApi({});
    const { view, sessionGone } = await loadDepositView(api, { coin: 'USDT', network: 'trc20' });
    expect(sessionGone).toBe(false);
    expect(view).toMatchObject({
      kind: 'coin',
      coin: 'USDT',
      coins: ['USDT', 'BTC'],
      network: { network: 'TRC20' },
      unknownNetwork: null,
      address: { address: 'addr-USDT-TRC20', memo: null },
      history: [],
    });
    if (view.kind === 'coin') expect(view.address?.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(asked).toContain(`${getDepositAddress.path}?coin=USDT&network=TRC20`);
    expect(asked.some((p) => p.startsWith(`${getDepositHistory.path}?`) && p.includes('coin=USDT'))).toBe(true);
  });

  it("no network in the link: the coin's first; one the coin lacks: the first, and the view names the asked one", async () => {
    const none = await loadDepositView(fakeApi({}).api, { coin: 'USDT', network: null });
    expect(none.view).toMatchObject({ network: { network: 'ERC20' }, unknownNetwork: null });
    const wrong = await loadDepositView(fakeApi({}).api, { coin: 'USDT', network: 'BEP20' });
    expect(wrong.view).toMatchObject({ network: { network: 'ERC20' }, unknownNetwork: 'BEP20' });
  });

  it('an unknown coin: the coin list, and no account call', async () => {
    const { api, asked } = fakeApi({});
    const { view } = await loadDepositView(api, { coin: 'NOPE', network: null });
    expect(view).toEqual({ kind: 'unknown-coin', coin: 'NOPE', coins: ['USDT', 'BTC'] });
    expect(asked).toEqual([getFundsNetworks.path]);
  });

  it('failed calls are parts of the view, never a crash', async () => {
    expect(
      (await loadDepositView(fakeApi({ networks: () => failure(500) }).api, { coin: 'USDT', network: null })).view,
    ).toEqual({ kind: 'unavailable' });
    const throwing: ApiFetch = async () => {
      throw new Error('connection refused');
    };
    expect((await loadDepositView(throwing, { coin: 'USDT', network: null })).view).toEqual({ kind: 'unavailable' });
    const parts = await loadDepositView(fakeApi({ address: () => failure(400), history: () => failure(503) }).api, {
      coin: 'USDT',
      network: null,
    });
    expect(parts).toMatchObject({ view: { kind: 'coin', address: null, history: null }, sessionGone: false });
  });

  it('a 401 from an account call: the session is gone (the route sends the reader to log in)', async () => {
    const { sessionGone } = await loadDepositView(fakeApi({ history: () => failure(401) }).api, {
      coin: 'USDT',
      network: null,
    });
    expect(sessionGone).toBe(true);
  });
});
