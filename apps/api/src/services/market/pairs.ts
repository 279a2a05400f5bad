// The spot pairs the engine trades (decision 0033). Reference prices and volumes are plausible
// levels, not quotes of any real market; each pair's walk reverts slowly towards its reference.

/** One pair of the catalogue: Gate's fields plus the model's parameters. */
export interface PairSpec {
  /** BASE_QUOTE. */
  readonly id: string;
  readonly baseName: string;
  readonly quoteName: string;
  /** Price decimals: one tick is 10^-precision. */
  readonly precision: number;
  /** Amount decimals. */
  readonly amountPrecision: number;
  /** Smallest order, in base currency and in quote currency (decimal text). */
  readonly minBaseAmount: string;
  readonly minQuoteAmount: string;
  /** The level the price starts at (history start) and slowly reverts to. */
  readonly referencePrice: number;
  /** Standard deviation of one day's return (0.03 = 3 %). */
  readonly dailyVolatility: number;
  /** A typical day's volume in base currency. */
  readonly dailyBaseVolume: number;
  /** Mean public trades a second (the trade stream's density). */
  readonly tradesPerSecond: number;
  /** Walk with another pair's seed (same prices, e.g. BTC_USDC with BTC_USDT); the id otherwise. */
  readonly walkSeed?: string;
}

const NAMES: Readonly<Record<string, string>> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  SOL: 'Solana',
  XRP: 'XRP',
  BNB: 'BNB',
  DOGE: 'Dogecoin',
  ADA: 'Cardano',
  TRX: 'TRON',
  LTC: 'Litecoin',
  DOT: 'Polkadot',
  LINK: 'Chainlink',
  AVAX: 'Avalanche',
  TON: 'Toncoin',
  SHIB: 'Shiba Inu',
  BCH: 'Bitcoin Cash',
  NEAR: 'NEAR Protocol',
  UNI: 'Uniswap',
  ATOM: 'Cosmos',
  APT: 'Aptos',
  SUI: 'Sui',
  USDT: 'Tether',
  USDC: 'USD Coin',
};

type Row = readonly [
  id: string,
  precision: number,
  amountPrecision: number,
  minBase: string,
  minQuote: string,
  price: number,
  volatility: number,
  dailyBaseVolume: number,
  tradesPerSecond: number,
  walkSeed?: string,
];

// id, price decimals, amount decimals, min base, min quote, reference price, daily σ, daily base volume, trades/s
const ROWS: readonly Row[] = [
  ['BTC_USDT', 1, 6, '0.00001', '3', 95_000, 0.028, 12_000, 3],
  ['ETH_USDT', 2, 4, '0.0001', '3', 3_300, 0.036, 160_000, 2.5],
  ['SOL_USDT', 2, 3, '0.001', '3', 180, 0.048, 2_400_000, 2],
  ['XRP_USDT', 4, 2, '0.1', '3', 2.2, 0.05, 300_000_000, 2],
  ['BNB_USDT', 2, 3, '0.001', '3', 650, 0.03, 90_000, 1.5],
  ['DOGE_USDT', 5, 1, '1', '3', 0.32, 0.06, 1_500_000_000, 1.5],
  ['ADA_USDT', 4, 2, '0.1', '3', 0.9, 0.055, 300_000_000, 1],
  ['TRX_USDT', 5, 2, '1', '3', 0.25, 0.03, 500_000_000, 1],
  ['LTC_USDT', 2, 4, '0.001', '3', 100, 0.045, 500_000, 1],
  ['DOT_USDT', 3, 2, '0.1', '3', 6.5, 0.055, 8_000_000, 0.8],
  ['LINK_USDT', 3, 2, '0.01', '3', 20, 0.055, 4_000_000, 1],
  ['AVAX_USDT', 3, 2, '0.01', '3', 35, 0.06, 2_000_000, 0.8],
  ['TON_USDT', 3, 2, '0.1', '3', 5.5, 0.05, 5_000_000, 0.8],
  ['SHIB_USDT', 9, 0, '1000', '3', 0.000_022, 0.06, 5_000_000_000_000, 1],
  ['BCH_USDT', 2, 4, '0.001', '3', 450, 0.045, 150_000, 0.6],
  ['NEAR_USDT', 3, 2, '0.1', '3', 5, 0.06, 6_000_000, 0.6],
  ['UNI_USDT', 3, 2, '0.01', '3', 12, 0.06, 3_000_000, 0.6],
  ['ATOM_USDT', 3, 2, '0.01', '3', 7, 0.055, 3_000_000, 0.5],
  ['APT_USDT', 3, 2, '0.01', '3', 10, 0.06, 3_000_000, 0.5],
  ['SUI_USDT', 4, 1, '0.1', '3', 4, 0.065, 30_000_000, 1],
  ['ETH_BTC', 5, 4, '0.001', '0.00003', 0.035, 0.025, 6_000, 0.6],
  ['SOL_BTC', 7, 2, '0.01', '0.00003', 0.0019, 0.035, 40_000, 0.5],
  ['XRP_BTC', 8, 0, '1', '0.00003', 0.000_023, 0.04, 2_000_000, 0.5],
  ['LINK_ETH', 6, 2, '0.1', '0.001', 0.006, 0.035, 100_000, 0.5],
  ['SOL_ETH', 5, 3, '0.01', '0.001', 0.055, 0.035, 30_000, 0.5],
  ['BTC_USDC', 1, 6, '0.00001', '3', 95_000, 0.028, 2_500, 1, 'BTC_USDT'],
  ['ETH_USDC', 2, 4, '0.0001', '3', 3_300, 0.036, 40_000, 1, 'ETH_USDT'],
  ['USDC_USDT', 4, 2, '1', '3', 1, 0.000_5, 150_000_000, 1],
];

function nameOf(currency: string): string {
  const name = NAMES[currency];
  if (name === undefined) throw new Error(`No name for currency ${currency}`);
  return name;
}

/** The catalogue, in display order (most traded first, then the BTC, ETH and USDC markets). */
export const MARKET_PAIRS: readonly PairSpec[] = ROWS.map((row) => {
  const [id, precision, amountPrecision, minBaseAmount, minQuoteAmount, price, volatility, volume, tps, walkSeed] = row;
  const [base = '', quote = ''] = id.split('_');
  return {
    id,
    baseName: nameOf(base),
    quoteName: nameOf(quote),
    precision,
    amountPrecision,
    minBaseAmount,
    minQuoteAmount,
    referencePrice: price,
    dailyVolatility: volatility,
    dailyBaseVolume: volume,
    tradesPerSecond: tps,
    ...(walkSeed === undefined ? {} : { walkSeed }),
  };
});

/** Where every pair's history starts (unix seconds, 2024-01-01T00:00:00Z): its listing time. */
export const HISTORY_START_SECONDS = 1_704_067_200;
