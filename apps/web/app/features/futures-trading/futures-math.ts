import type { FuturesContract } from '@meridian/contracts';
import {
  checkOpening,
  initialMargin,
  liquidationPrice,
  MAX_LEVERAGE,
  MIN_LEVERAGE,
  type PositionSide,
  type RuleIssue,
  ruleIssue,
  tradeFee,
} from '@meridian/domain';
import Big from 'big.js';

// The open form's figures (decision 0040): margin = size × price / leverage, the taker fee, their
// sum as the cost, and the liquidation price, all with the domain's rules the API applies, so the
// form says what the API would. The price is the mark (the engine's last price): an estimate.

/** What a contract's form needs of it. */
export type ContractRules = Pick<
  FuturesContract,
  'name' | 'base' | 'precision' | 'size_precision' | 'min_size' | 'leverage_min' | 'leverage_max' | 'taker_fee'
>;

export interface OpeningDraft {
  side: PositionSide;
  /** The size field's text (base coin). */
  size: string;
  leverage: number;
}

export interface OpeningFigures {
  margin: string;
  fee: string;
  /** Margin + fee: what leaves the available USDT. */
  cost: string;
  /** "0" when the position cannot be liquidated (a 1× long). */
  liquidation: string;
}

export type OpeningIssue = { kind: 'rule'; rule: RuleIssue } | { kind: 'insufficient'; need: string };
export type OpeningCheck =
  { state: 'empty' } | { state: 'invalid'; issue: OpeningIssue } | { state: 'valid'; size: string; leverage: number };

/** A field's decimal text as a number (a trailing dot still being typed is fine), or null. */
export function decimalOf(text: string): Big | null {
  const plain = text.endsWith('.') ? text.slice(0, -1) : text;
  if (!/^\d+(\.\d+)?$/.test(plain)) return null;
  return new Big(plain);
}

/** The leverage range a contract allows, within the domain's 1–20. */
export function leverageRange(contract: ContractRules): { min: number; max: number } {
  return {
    min: Math.max(MIN_LEVERAGE, contract.leverage_min),
    max: Math.min(MAX_LEVERAGE, contract.leverage_max),
  };
}

/** The figures of opening `draft` at `mark`, or null while the size or the mark is not a positive number. */
export function openingFigures(contract: ContractRules, draft: OpeningDraft, mark: string): OpeningFigures | null {
  const size = decimalOf(draft.size);
  const price = decimalOf(mark);
  if (!size?.gt(0) || !price?.gt(0)) return null;
  const sizeText = size.toFixed();
  const priceText = price.toFixed();
  const margin = initialMargin(sizeText, priceText, draft.leverage);
  const fee = tradeFee(sizeText, priceText, contract.taker_fee);
  return {
    margin,
    fee,
    cost: new Big(margin).plus(fee).toFixed(),
    liquidation: liquidationPrice(
      { side: draft.side, size: sizeText, entryPrice: priceText, margin },
      contract.precision,
    ),
  };
}

/**
 * Checks the draft as the API would (domain checkOpening: leverage, size decimals and minimum),
 * then the cost against the available USDT when both are known.
 */
export function checkOpeningDraft(
  contract: ContractRules,
  draft: OpeningDraft,
  figures: OpeningFigures | null,
  available: string | null,
): OpeningCheck {
  if (draft.size === '') return { state: 'empty' };
  const size = decimalOf(draft.size);
  if (size === null) return { state: 'invalid', issue: { kind: 'rule', rule: ruleIssue('sizeNotNumber') } };
  const sizeText = size.toFixed();
  const rule = checkOpening(
    { size: sizeText, leverage: draft.leverage },
    {
      amountPrecision: contract.size_precision,
      minSize: decimalOf(contract.min_size)?.gt(0) ? contract.min_size : null,
      base: contract.base,
    },
  );
  if (rule !== undefined) return { state: 'invalid', issue: { kind: 'rule', rule } };
  if (figures && available !== null && new Big(figures.cost).gt(available)) {
    return { state: 'invalid', issue: { kind: 'insufficient', need: figures.cost } };
  }
  return { state: 'valid', size: sizeText, leverage: draft.leverage };
}

/** The fee rate as a percentage text (0.0005 → "0.05"). */
export function ratePercent(rate: string): string | null {
  const value = decimalOf(rate);
  return value === null ? null : value.times(100).toFixed();
}
