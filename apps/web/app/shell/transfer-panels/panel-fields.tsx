import { checkTransferAmount, coinDecimals, localizeAmountText, numberSymbolsFor } from '@meridian/domain';
import Big from 'big.js';
import { useMemo } from 'react';
import { useLocale, useTranslations } from '../../i18n';
// The file, not the kit's index (which carries components the panels do not use).
import { AmountInput } from '../../kit/amount/amount-input';
import type { TransferRefusal } from './transfer-refusal';

/** Amounts are shown with up to 8 decimals, cut rather than rounded (as the account pages show them). */
const SHOWN_DIGITS = 8;

/** An amount as the panel's language writes it (digits and separators of the locale). */
export function useAmountText(): (text: string) => string {
  const locale = useLocale();
  const symbols = useMemo(() => numberSymbolsFor(locale), [locale]);
  return (text) => localizeAmountText(text, symbols, { precision: SHOWN_DIGITS });
}

export type AmountProblem = 'amountMissing' | 'badAmount' | 'tooManyDecimals' | 'beyondAvailable';

/**
 * What is wrong with the typed amount before anything is sent: the API's own amount rule (domain
 * checkTransferAmount) and, when the paying wallet's balance is known, the balance. The API checks
 * both again; its answer is what counts.
 */
export function amountProblem(amount: string, coin: string, available: string | null): AmountProblem | null {
  const text = amount.trim();
  if (text === '') return 'amountMissing';
  const issue = checkTransferAmount(text, coin);
  if (issue) return issue.code === 'tooManyDecimals' ? 'tooManyDecimals' : 'badAmount';
  if (available !== null && new Big(text).gt(available)) return 'beyondAvailable';
  return null;
}

/** The balance cut to the coin's places: what "Max" fills in (the API refuses more places). */
export function maxAmount(available: string, coin: string): string {
  return new Big(available).round(coinDecimals(coin), Big.roundDown).toFixed();
}

export interface TransferAmountFieldProps {
  id: string;
  coin: string;
  value: string;
  onChange: (value: string) => void;
  /** The paying wallet's balance of `coin`, or null when it is not known (then no Max). */
  available: string | null;
  problem: AmountProblem | null;
}

/** The amount, its balance and a Max button; a problem is tied to the field and announced. */
export function TransferAmountField({ id, coin, value, onChange, available, problem }: TransferAmountFieldProps) {
  const t = useTranslations('transferPanels.common');
  const amountText = useAmountText();
  const describedBy = [available !== null ? `${id}-available` : '', problem ? `${id}-problem` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="transfer-panel__field">
      <label htmlFor={id} id={`${id}-label`}>
        {t('amount')}
      </label>
      <div className="transfer-panel__amount">
        <AmountInput
          aria-labelledby={`${id}-label`}
          id={id}
          value={value}
          onValueChange={onChange}
          precision={coinDecimals(coin)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          data-testid="transfer-panel-amount"
        />
        {available !== null ? (
          <button
            type="button"
            className="transfer-panel__max"
            aria-describedby={`${id}-max-hint`}
            onClick={() => onChange(maxAmount(available, coin))}
            data-testid="transfer-panel-max"
          >
            {t('max')}
          </button>
        ) : null}
        {/* The button's name stays the visible "Max" (WCAG 2.5.3 label in name); this says what it does. */}
        {available !== null ? (
          <span id={`${id}-max-hint`} className="visually-hidden">
            {t('maxLabel')}
          </span>
        ) : null}
      </div>
      {available !== null ? (
        <p className="transfer-panel__hint" id={`${id}-available`} data-testid="transfer-panel-available">
          {t('available', { amount: amountText(available), coin })}
        </p>
      ) : null}
      {problem ? (
        <p className="transfer-panel__problem" id={`${id}-problem`} role="alert" data-testid="transfer-panel-problem">
          {t(`errors.${problem}`, {
            coin,
            places: coinDecimals(coin),
            amount: available === null ? '' : amountText(available),
          })}
        </p>
      ) : null}
    </div>
  );
}

/** A refused transfer in words: the server's message when it gave one. */
export function useRefusalText(): (refusal: TransferRefusal) => string {
  const t = useTranslations('transferPanels.common.errors');
  return (refusal) => (refusal.kind === 'refused' ? t('refused', { message: refusal.message }) : t(refusal.kind));
}
