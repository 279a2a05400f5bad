import type { SiteSettings } from '@meridian/domain';
import { useId, useState } from 'react';
import { useTranslations } from '../../i18n';

interface Props {
  settings: Pick<SiteSettings, 'fiat_list' | 'curr_fiat' | 'curr_fiat_market_rates'>;
}

/** Pick a quote currency from the site's fiat list and see its rate against USD. */
export function QuoteCurrencyPicker({ settings }: Props) {
  const t = useTranslations('home');
  const selectId = useId();
  const initial = settings.fiat_list.some((f) => f.name === settings.curr_fiat)
    ? settings.curr_fiat
    : (settings.fiat_list[0]?.name ?? settings.curr_fiat);
  const [selected, setSelected] = useState(initial);

  if (settings.fiat_list.length === 0) {
    return <p data-testid="fiat-empty">{t('fiatUnavailable')}</p>;
  }
  const fiat = settings.fiat_list.find((f) => f.name === selected);
  const rate = settings.curr_fiat_market_rates[selected];
  return (
    <div className="quote-picker">
      <label htmlFor={selectId}>{t('showPricesIn')}</label>
      <select
        id={selectId}
        data-testid="fiat-select"
        value={selected}
        onChange={(event) => setSelected(event.target.value)}
      >
        {settings.fiat_list.map((f) => (
          <option key={f.name} value={f.name}>
            {f.symbol} {f.name}
          </option>
        ))}
      </select>
      <p className="quote-picker__rate" data-testid="fiat-rate" aria-live="polite">
        {/* The rate is a formula read left to right in every language; bdi keeps Arabic from reordering it. */}
        <bdi>
          {rate ? t('rate', { symbol: fiat?.symbol ?? '', rate, code: selected }) : t('noRate', { code: selected })}
        </bdi>
      </p>
    </div>
  );
}
