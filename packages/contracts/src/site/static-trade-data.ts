import { type StaticTradeData, zeroStaticTradeData } from '@meridian/domain';
import * as z from 'zod/mini';

const zero = zeroStaticTradeData();

/** A non-negative decimal number as text ("12345", "0.085"). */
const figure = z.string().check(z.regex(/^\d+(\.\d+)?$/, 'a non-negative decimal number as text'));

/**
 * widgets §3 "Static trade data" (the answer of getHomeStaticTradeData; meanings in the domain's
 * StaticTradeData). Each field falls back to zero on its own (widgets §8 "zero static data"), so
 * one malformed figure does not throw the others away.
 */
export const staticTradeData = z.object({
  trading_volume: z.catch(figure, zero.trading_volume),
  curr_count: z.catch(figure, zero.curr_count),
  user_register_count: z.catch(figure, zero.user_register_count),
  simple_earn_apr_usdt: z.catch(figure, zero.simple_earn_apr_usdt),
  max_profit_rate: z.catch(figure, zero.max_profit_rate),
  lend_earn_max_rate: z.catch(figure, zero.lend_earn_max_rate),
  total_reserve_rate: z.catch(figure, zero.total_reserve_rate),
}) satisfies z.ZodMiniType<StaticTradeData>;
