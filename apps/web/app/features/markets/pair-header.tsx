import { changeDirection, IMAGE_DEFAULT_WIDTH, localizeAmountText, type MarketRow } from '@meridian/domain';
import { useMemo } from 'react';
import { useTranslations } from '../../i18n';
import { CoinIcon } from '../../kit';
import { useSite } from '../../shell/site';
import { PriceText } from './price-text';
import { useLiveMarketRows } from './use-live-market-rows';

/** The trade page's heading: the pair, its last price and 24 h figures, live. */
export function PairHeader({ row: initial, picker }: { row: MarketRow; picker: React.ReactNode }) {
  const t = useTranslations('trade');
  const m = useTranslations('markets');
  const { numberSymbols } = useSite();
  const rows = useLiveMarketRows(useMemo(() => [initial], [initial]));
  const row = rows[0] ?? initial;
  const direction = changeDirection(row.changePercentage);
  const sign = direction === 'up' ? '+' : direction === 'down' ? '−' : '';
  const volume = (text: string) => localizeAmountText(text, numberSymbols, { precision: 2 });
  return (
    <header className="pair-header" data-testid="pair-header">
      <div className="pair-header__name">
        {/* Beside the heading, larger than the list's 24 px: the image helper's own default width. */}
        <CoinIcon symbol={row.base} size={IMAGE_DEFAULT_WIDTH} />
        <h1>{t('pairHeading', { base: row.base, quote: row.quote })}</h1>
        {picker}
      </div>
      <dl className="pair-header__stats" aria-label={t('stats.label')}>
        <div>
          <dt>{t('stats.last')}</dt>
          <dd className={`pair-header__last change--${direction}`} data-testid="pair-last" data-value={row.last}>
            <PriceText value={row.last} precision={row.pricePrecision} />
          </dd>
        </div>
        <div>
          <dt>{t('stats.change')}</dt>
          <dd className={`change--${direction}`} data-testid="pair-change">
            <bdi>
              {m('changeValue', {
                sign,
                value: localizeAmountText(row.changePercentage.replace(/^[+-]/, ''), numberSymbols, {
                  precision: 2,
                  minDecimals: 2,
                }),
              })}
            </bdi>
          </dd>
        </div>
        <div>
          <dt>{t('stats.high')}</dt>
          <dd data-testid="pair-high">
            <PriceText value={row.high24h} precision={row.pricePrecision} />
          </dd>
        </div>
        <div>
          <dt>{t('stats.low')}</dt>
          <dd data-testid="pair-low">
            <PriceText value={row.low24h} precision={row.pricePrecision} />
          </dd>
        </div>
        <div>
          <dt>{t('stats.baseVolume', { currency: row.base })}</dt>
          <dd data-testid="pair-volume">{volume(row.baseVolume)}</dd>
        </div>
        <div className="wide-only">
          <dt>{t('stats.quoteVolume', { currency: row.quote })}</dt>
          <dd>{volume(row.quoteVolume)}</dd>
        </div>
      </dl>
    </header>
  );
}
