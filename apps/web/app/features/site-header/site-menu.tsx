import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslations } from '../../i18n';
import type { NavItem } from './nav-items';

// The drawer and Radix load on first use: most visitors never open the menu.
const loadDrawer = () => import('./site-menu-drawer');
const SiteMenuDrawer = lazy(loadDrawer);
/** Fetch the drawer's code as soon as a pointer or focus comes near the button. */
const preload = () => void loadDrawer();

/**
 * The phone header's menu button (CSS shows it below 768 px only) and the drawer it opens, which
 * holds what the wide header shows inline: navigation, currency, theme and languages.
 */
export function SiteMenu({ navItems }: { navItems?: readonly NavItem[] }) {
  const t = useTranslations('common.menu');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can slide out instead of vanishing.
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button site-header__menu-button"
        data-testid="menu-button"
        aria-label={t('label')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" size={20} />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <SiteMenuDrawer open={open} onOpenChange={setOpen} returnFocusTo={button} navItems={navItems} />
        </Suspense>
      ) : null}
    </>
  );
}
