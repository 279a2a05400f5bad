import type { RefObject } from 'react';
import { useId } from 'react';
import { useTranslations } from '../../i18n';
import { useSite } from '../../shell/site';
import { ThemeToggle } from '../../shell/theme';
import { Drawer } from '../../ui/drawer';
import { fiatText } from './fiat-text';
import { LanguageLinks, useHasLanguageChoice } from './language-menu';
import type { NavItem } from './nav-items';
import { SiteNav } from './site-nav';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  navItems?: readonly NavItem[];
}

/** Loaded with React.lazy on first use (site-menu.tsx), so neither it nor Radix is in the first page load. */
export default function SiteMenuDrawer({ open, onOpenChange, returnFocusTo, navItems }: Props) {
  const t = useTranslations('common');
  const { site, settings } = useSite();
  const hasLanguages = useHasLanguageChoice();
  const languagesId = useId();
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('menu.label')}
      closeLabel={t('menu.close')}
      returnFocusTo={returnFocusTo}
      className="site-menu"
      testId="site-menu"
    >
      <SiteNav items={navItems} className="site-menu__nav" />
      {site.hide.languageAndRate && site.hide.themeSwitch ? null : (
        <dl className="site-menu__settings">
          {site.hide.languageAndRate ? null : (
            <div className="site-menu__row">
              <dt>{t('currency.label')}</dt>
              <dd className="site-menu__fiat" data-testid="menu-fiat">
                {fiatText(settings)}
              </dd>
            </div>
          )}
          {site.hide.themeSwitch ? null : (
            <div className="site-menu__row">
              <dt>{t('theme.label')}</dt>
              <dd>
                <ThemeToggle />
              </dd>
            </div>
          )}
        </dl>
      )}
      {hasLanguages ? (
        <section className="site-menu__languages">
          <h3 id={languagesId} className="site-menu__heading">
            {t('language.label')}
          </h3>
          <LanguageLinks className="site-menu__language-list" aria-labelledby={languagesId} />
        </section>
      ) : null}
    </Drawer>
  );
}
