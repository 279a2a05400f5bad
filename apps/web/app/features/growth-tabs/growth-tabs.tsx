import { growthTabHref, type GrowthTabOptions, growthTabs, selectedGrowthTab } from '@meridian/domain';
import { useLocation } from 'react-router';
import { useTranslations } from '../../i18n';
import { useSite } from '../../shell/site';
import './growth-tabs.css';

/**
 * widgets §2 "Growth tabs: rewards, activity centre, referral, optional affiliate, optional
 * broker. The selected tab follows the current path. A tab click adds a channel-code query
 * parameter that depends on the from-to pair of pages" (shell §2 floating UI "growth page tab").
 * The tabs are links (each page has its own address), the selected one marked aria-current; each
 * href carries the `ch` code of this page to that one (domain growthTabHref). The affiliate and
 * broker tabs show only when configured. Right to left: the row follows the document's direction
 * and the stylesheet uses logical properties only.
 */
export function GrowthTabs({ options = {} }: { options?: GrowthTabOptions }) {
  const t = useTranslations('growth.tabs');
  const { pathname } = useLocation();
  const { locale } = useSite();
  const tabs = growthTabs(options);
  const selected = selectedGrowthTab(pathname, tabs);
  return (
    <nav className="growth-tabs" aria-label={t('label')} data-testid="growth-tabs">
      <ul className="growth-tabs__list">
        {tabs.map((tab) => {
          const current = tab.key === selected;
          return (
            <li key={tab.key}>
              <a
                className={`growth-tabs__tab${current ? ' growth-tabs__tab--selected' : ''}`}
                href={growthTabHref(selected, tab.key, tabs, locale.prefix)}
                aria-current={current ? 'page' : undefined}
                data-testid={`growth-tab-${tab.key}`}
              >
                {t(tab.key)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
