import { getHomeStaticTradeData } from '@meridian/contracts';
import { zeroStaticTradeData } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import { homeStats, loadStaticTradeData } from './home-stats.server';

const DATA = {
  trading_volume: '1234567890',
  curr_count: '32',
  user_register_count: '25400',
  simple_earn_apr_usdt: '0.085',
  max_profit_rate: '0.085',
  lend_earn_max_rate: '0.18',
  total_reserve_rate: '1.16',
};

describe('the home page figures (widgets §3 static trade data)', () => {
  it('writes each figure for the language: compact dollars and counts, whole pairs, rates as percents', () => {
    expect(homeStats(DATA, 'en')).toEqual({
      volume: '$1.2B',
      pairs: '32',
      users: '25.4K',
      earnApr: '8.5%',
      reserve: '116%',
    });
    const de = homeStats(DATA, 'de');
    expect(de?.earnApr).toBe('8,5\u00a0%');
    expect(de?.volume).toMatch(/^1,2\sMrd\.\s\$$/);
  });

  it('widgets §8 "static-data calls fail → zero static data": all zero leaves the section out', () => {
    expect(homeStats(zeroStaticTradeData(), 'en')).toBeNull();
    expect(homeStats({ ...zeroStaticTradeData(), curr_count: '3' }, 'en')?.pairs).toBe('3');
  });

  it('reads the call once per half minute; a failure is the zero data and is not kept', async () => {
    const asked: string[] = [];
    const failing = async (path: string) => {
      asked.push(path);
      return new Response('', { status: 503 });
    };
    expect(await loadStaticTradeData(failing)).toEqual(zeroStaticTradeData());
    expect(asked).toEqual([getHomeStaticTradeData.path]);
    const answering = async (path: string) => {
      asked.push(path);
      return Response.json({ code: 0, message: 'success', data: DATA });
    };
    expect(await loadStaticTradeData(answering)).toEqual(DATA);
    expect(await loadStaticTradeData(answering)).toEqual(DATA);
    expect(asked).toHaveLength(2);
  });
});
