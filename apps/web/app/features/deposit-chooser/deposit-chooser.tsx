import {
  type DepositWay,
  depositChooserTargets,
  depositChooserWays,
  OTHER_DEPOSIT_WAYS,
  showsOtherDepositWays,
} from '@meridian/domain';
import { useId } from 'react';
import { useTranslations } from '../../i18n';
import type { ComplianceCheck } from '../../shell/compliance';
import { usePageHref, useSite } from '../../shell/site';
import './deposit-chooser.css';

export interface DepositChooserProps {
  /** The coin of the on-chain deposit (widgets §1: USDT when none). */
  currency?: string;
  /** The page's compliance check (root loader): its UK limit and its menu data decide the other ways. */
  compliance: Pick<ComplianceCheck, 'menu' | 'limit'>;
  /**
   * A path's href, or null for a page not built yet (shell/site usePageHref by default: the locale
   * prefix added, coming pages left out). Tests pass their own to see every way.
   */
  pageHref?: (path: string) => string | null;
}

const OTHER: ReadonlySet<DepositWay> = new Set(OTHER_DEPOSIT_WAYS);

/**
 * widgets §2 "Deposit chooser: lists other ways to deposit (on-chain, gate code, P2P, card, bank)".
 * On-chain and code deposits are always listed; the ways that pay with money form the other-ways
 * block, shown by the widgets §5 rule (main site, not UK-limited, no fiat-trade menu). Each target
 * opens in a new window (widgets §1), in the site's buying and P2P fiats (shell §3 settings).
 */
export function DepositChooser({ currency, compliance, pageHref: givenPageHref }: DepositChooserProps) {
  const t = useTranslations('depositChooser.chooser');
  const { site, settings } = useSite();
  const sitePageHref = usePageHref();
  const pageHref = givenPageHref ?? sitePageHref;
  const headingId = useId();
  const otherId = useId();
  const showOther = showsOtherDepositWays({
    site: site.key,
    ukLimited: compliance.limit.is_uk_limit,
    menu: compliance.menu,
  });
  // Unprefixed paths: pageHref adds the locale prefix, and leaves out a way whose page is not built
  // yet (domain COMING_PAGES), so the chooser never links to a missing page.
  const paths = depositChooserTargets({
    currency,
    fiat: settings.defaultBuyCryptoFiat,
    p2pFiat: settings.defaultP2PFiat,
  });
  const targets = new Map<DepositWay, string>();
  for (const way of depositChooserWays(showOther)) {
    const href = pageHref(paths[way]);
    if (href !== null) targets.set(way, href);
  }
  const ways = [...targets.keys()];
  const otherWays = ways.filter((way) => OTHER.has(way));
  const fiatOf = (way: DepositWay) => (way === 'p2p' ? settings.defaultP2PFiat : settings.defaultBuyCryptoFiat);
  const item = (way: DepositWay) => (
    <li key={way}>
      <a
        className="deposit-chooser__way"
        href={targets.get(way)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid={`deposit-way-${way}`}
      >
        <span className="deposit-chooser__name">{t(`ways.${way}`)}</span>
        <span className="deposit-chooser__hint">{t(`hints.${way}`, { fiat: fiatOf(way) })}</span>
        <span className="visually-hidden">{t('newWindow')}</span>
      </a>
    </li>
  );
  return (
    <section className="deposit-chooser" aria-labelledby={headingId} data-testid="deposit-chooser">
      <h2 id={headingId} className="deposit-chooser__title">
        {t('title')}
      </h2>
      <ul className="deposit-chooser__ways">{ways.filter((way) => !OTHER.has(way)).map(item)}</ul>
      {otherWays.length > 0 ? (
        <div className="deposit-chooser__other" data-testid="deposit-other-ways">
          <h3 id={otherId} className="deposit-chooser__subtitle">
            {t('otherWays')}
          </h3>
          <ul className="deposit-chooser__ways" aria-labelledby={otherId}>
            {otherWays.map(item)}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
