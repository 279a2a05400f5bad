import { useTranslations } from '../../i18n';
import { usePageHref } from '../../shell/site';
import { NAV_ITEMS, type NavItem, navLinks } from './nav-items';

interface Props {
  /** The items to offer; the header's own list unless a caller (a test) passes another. */
  items?: readonly NavItem[];
  className: string;
}

/** The main navigation: only links to pages that exist, and no nav at all while none does. */
export function SiteNav({ items = NAV_ITEMS, className }: Props) {
  const t = useTranslations('common.nav');
  const links = navLinks(items, usePageHref());
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('label')} className={className} data-testid="site-nav">
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <a href={link.href}>{t(link.id)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Whether the main navigation has any link to show (the phone menu needs a reason to exist). */
export function useHasNavLinks(items: readonly NavItem[] = NAV_ITEMS): boolean {
  return navLinks(items, usePageHref()).length > 0;
}
