import {
  aprPercentText,
  EARN_PRODUCT_TYPE_TAGS,
  earnFilterQuery,
  type EarnProduct,
  type EarnProductFilter,
  localizeDecimalText,
} from '@meridian/domain';
import { useId } from 'react';
import { useTranslations } from '../../i18n';
import { CoinIcon } from '../../kit';
import { useLocalizedPath, useSite } from '../../shell/site';
import './simple-earn.css';

/** The page's path (shell §2 "/simple-earn (product_id, product_type_tag, asset, coin)"). */
export const SIMPLE_EARN_PATH = '/simple-earn';

/** What the loader read: the products the link's filter keeps, or an apology when the call failed. */
export type SimpleEarnView =
  | { kind: 'unavailable' }
  | {
      kind: 'products';
      products: EarnProduct[];
      /** Every asset on offer, for the asset filter (not only those the filter kept). */
      assets: string[];
      /** The filter the link asked for (empty when it asked for none, or for one that is not valid). */
      filter: EarnProductFilter;
      /** The link's filter was not valid: every product is shown, and the page says so. */
      invalidFilter: boolean;
    };

/**
 * The Simple Earn page (issue 15): the products in a table (asset, type, term, APR, minimum) with
 * filters by type and asset. The filters are links, so every filtered view has an address to share
 * and works before the page's script has loaded.
 */
export function SimpleEarnPage({ view }: { view: SimpleEarnView }) {
  const t = useTranslations('simpleEarn');
  const id = useId();
  return (
    <main className="page simple-earn-page" id="main" data-testid="simple-earn-page">
      <h1 id={`${id}-title`}>{t('heading')}</h1>
      <p className="simple-earn-page__intro">{t('intro')}</p>
      {view.kind === 'unavailable' ? (
        <p role="status" data-testid="simple-earn-unavailable">
          {t('unavailable')}
        </p>
      ) : (
        <Products view={view} labelledBy={`${id}-title`} />
      )}
    </main>
  );
}

function Products({ view, labelledBy }: { view: Extract<SimpleEarnView, { kind: 'products' }>; labelledBy: string }) {
  const t = useTranslations('simpleEarn');
  const to = useLocalizedPath();
  const id = useId();
  const { filter } = view;
  const href = (next: EarnProductFilter) => {
    const query = new URLSearchParams(earnFilterQuery(next)).toString();
    return `${to(SIMPLE_EARN_PATH)}${query ? `?${query}` : ''}`;
  };
  // Choosing a type or an asset leaves a single product's link (product_id) behind.
  const typeChoices = [
    { key: 'all', label: t('allTypes'), next: { asset: filter.asset }, current: filter.typeTag === undefined },
    ...EARN_PRODUCT_TYPE_TAGS.map((tag) => ({
      key: tag,
      label: t(tag),
      next: { asset: filter.asset, typeTag: tag },
      current: filter.typeTag === tag,
    })),
  ];
  const assetChoices = [
    { key: 'all', label: t('allAssets'), next: { typeTag: filter.typeTag }, current: filter.asset === undefined },
    ...view.assets.map((asset) => ({
      key: asset,
      label: asset,
      next: { typeTag: filter.typeTag, asset },
      current: filter.asset === asset,
    })),
  ];
  const groups = [
    { key: 'type', label: t('typeFilter'), choices: typeChoices, coins: false },
    { key: 'asset', label: t('assetFilter'), choices: assetChoices, coins: true },
  ];
  const filtered = filter.productId !== undefined || filter.typeTag !== undefined || filter.asset !== undefined;

  return (
    <>
      {view.invalidFilter && (
        <p role="status" className="simple-earn-page__notice" data-testid="simple-earn-invalid-filter">
          {t('invalidFilter')}
        </p>
      )}
      <nav className="simple-earn-filters" aria-label={t('filtersLabel')}>
        {groups.map((group) => (
          <div key={group.key} className="simple-earn-filters__group">
            <span id={`${id}-${group.key}`} className="simple-earn-filters__label">
              {group.label}
            </span>
            <ul className="chip-list" aria-labelledby={`${id}-${group.key}`}>
              {group.choices.map((choice) => (
                <li key={choice.key}>
                  <a
                    className={`chip chip--link${group.coins && choice.key !== 'all' ? ' chip--coin' : ''}${choice.current ? ' chip--selected' : ''}`}
                    href={href(choice.next)}
                    aria-current={choice.current ? 'true' : undefined}
                    data-testid={`simple-earn-${group.key}-${choice.key}`}
                  >
                    {group.coins && choice.key !== 'all' && <CoinIcon symbol={choice.key} size={16} />}
                    {choice.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <p className="visually-hidden" aria-live="polite" data-testid="simple-earn-count">
        {t('resultCount', { count: view.products.length })}
      </p>
      {view.products.length === 0 ? (
        <p data-testid="simple-earn-empty">{t('noMatch')}</p>
      ) : (
        <ProductsTable products={view.products} labelledBy={labelledBy} />
      )}
      {filtered && (
        <p>
          <a href={href({})} data-testid="simple-earn-show-all">
            {t('showAll')}
          </a>
        </p>
      )}
    </>
  );
}

function ProductsTable({ products, labelledBy }: { products: readonly EarnProduct[]; labelledBy: string }) {
  const t = useTranslations('simpleEarn');
  const { numberSymbols } = useSite();
  const number = (text: string) => localizeDecimalText(text, numberSymbols);
  return (
    <div className="table-scroll">
      <table className="simple-earn-table" aria-labelledby={labelledBy} data-testid="simple-earn-table">
        <caption className="visually-hidden">{t('tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('assetColumn')}</th>
            <th scope="col">{t('typeColumn')}</th>
            <th scope="col">{t('termColumn')}</th>
            <th scope="col" className="simple-earn-table__number">
              {t('aprColumn')}
            </th>
            <th scope="col" className="simple-earn-table__number">
              {t('minimumColumn')}
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr key={p.product_id} data-testid={`simple-earn-product-${p.product_id}`}>
              <th scope="row">
                <span className="simple-earn-table__asset">
                  <CoinIcon symbol={p.asset} />
                  {p.asset}
                </span>
              </th>
              <td>{t(p.product_type_tag)}</td>
              <td>{p.term_days === 0 ? t('termFlexible') : t('termDays', { days: p.term_days })}</td>
              <td className="simple-earn-table__number simple-earn-table__apr">
                <bdi>{t('apr', { rate: number(aprPercentText(p.apr) ?? '0') })}</bdi>
              </td>
              <td className="simple-earn-table__number">
                <bdi>{t('minimum', { amount: number(p.min_amount), asset: p.asset })}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
