import {
  accountMenuHref,
  type AccountMenuIcon,
  type AccountMenuItem,
  accountMenuItems,
  type AccountMenuState,
  type AccountMenuVariant,
  activeAccountMenuTrail,
  ANALYTICS_EVENTS,
  collapseAccountMenu,
  expandAccountMenu,
  initialAccountMenuState,
  toggleAccountMenuGroup,
  visibleAccountMenuItems,
} from '@meridian/domain';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  ChevronDown,
  IdCard,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  PanelLeftClose,
  PanelLeftOpen,
  ShieldCheck,
  TicketCheck,
  Users,
  Wallet,
} from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type Messages, useTranslations } from '../../i18n';
import { Tooltip } from '../../kit/tooltip/tooltip';
import { useAnalytics } from '../../shell/analytics';
import { useSession } from '../../shell/session';
import { useSite } from '../../shell/site';
import { useAccountMenuMode } from './use-account-menu-mode';
import './account-side-menu.css';

const ICONS: Record<AccountMenuIcon, LucideIcon> = {
  overview: LayoutDashboard,
  assets: Wallet,
  deposit: ArrowDownToLine,
  'deposit-code': TicketCheck,
  withdraw: ArrowUpFromLine,
  security: ShieldCheck,
  'fund-password': KeyRound,
  identity: IdCard,
  'sub-accounts': Users,
  tickets: LifeBuoy,
};

type MenuMessages = Messages['accountArea']['menu'];
type ItemKey = keyof MenuMessages['items'];
type TooltipKey = keyof MenuMessages['tooltips'];

// The domain's ids and tooltip keys are the message keys; a typo shows the key rather than throwing.
function isKeyOf<K extends string>(record: Readonly<Record<K, true>>, key: string): key is K {
  return Object.hasOwn(record, key);
}

const ITEM_KEYS: Readonly<Record<ItemKey, true>> = {
  overview: true,
  assets: true,
  deposit: true,
  depositCode: true,
  withdraw: true,
  securityGroup: true,
  security: true,
  fundPassword: true,
  kycHome: true,
  subAccounts: true,
  tickets: true,
};

const TOOLTIP_KEYS: Readonly<Record<TooltipKey, true>> = { fundPasswordHint: true, subAccountsHint: true };

export interface AccountSideMenuProps {
  /** widgets §2: the two layouts of the menu (breakpoints and widths); the account layout uses one. */
  variant?: AccountMenuVariant;
}

/**
 * widgets §2 account side menu: nested items (domain accountMenuItems) with the active one marked
 * for the current path, hidden items left out. By window width (widgets §2, §9) it is wide, a rail
 * of icons whose names show as tooltips, or a dropdown above the page; the stylesheet lays each out
 * with the same media queries as matchMedia here, so the server-rendered page is already right.
 * widgets §4: the reader may collapse or expand it, and the groups open when it collapsed open
 * again when it expands.
 */
export function AccountSideMenu({ variant = 'one' }: AccountSideMenuProps) {
  const t = useTranslations('accountArea.menu');
  const { locale } = useSite();
  const { pathname } = useLocation();
  const { session } = useSession();
  const track = useAnalytics();
  const listId = useId();
  const labelOf = (id: string) => (isKeyOf<ItemKey>(ITEM_KEYS, id) ? t(`items.${id}`) : id);
  const hintOf = (key: string) => (isKeyOf<TooltipKey>(TOOLTIP_KEYS, key) ? t(`tooltips.${key}`) : key);
  const items = visibleAccountMenuItems(accountMenuItems({ isSubAccount: session.userInfo.is_sub !== 0 }));
  const trail = activeAccountMenuTrail(items, pathname);
  const active = trail.at(-1) ?? null;
  const mode = useAccountMenuMode(variant);
  // The group holding the current page starts open.
  const [state, setState] = useState<AccountMenuState>(() => initialAccountMenuState(trail.slice(0, -1)));
  const [dropdownOpen, setDropdownOpen] = useState(false);
  // The width decides: a rail below the collapse breakpoint, wide (or a dropdown, with its names) above.
  useEffect(() => {
    if (mode === 'collapsed') setState(collapseAccountMenu);
    else if (mode !== null) setState(expandAccountMenu);
  }, [mode]);
  // A new page closes the dropdown (its list covered the page).
  useEffect(() => setDropdownOpen(false), [pathname]);

  const rail = mode !== 'dropdown' && mode !== null && state.collapsed;
  // Before the script knows the width, CSS decides ('auto'); then the state does.
  const collapsedAttr = mode === null ? 'auto' : String(rail);
  const activeItem = findItem(items, active);

  const openGroup = (id: string) =>
    setState((current) => {
      if (!current.collapsed) return toggleAccountMenuGroup(current, id);
      // A group clicked in the rail: the menu expands (its remembered groups with it) and the group opens.
      const expanded = expandAccountMenu(current);
      return expanded.expandedIds.includes(id) ? expanded : toggleAccountMenuGroup(expanded, id);
    });

  const renderItem = (item: AccountMenuItem): ReactNode => {
    const Icon = ICONS[item.icon];
    const label = labelOf(item.id);
    const hint = item.tooltip ? hintOf(item.tooltip) : null;
    // In the rail the names are hidden: the tooltip says it (and the hint beside it, if any).
    const tip = rail ? (hint ? `${label}: ${hint}` : label) : hint;
    const body = (
      <>
        <Icon className="account-side-menu__icon" aria-hidden="true" size={20} />
        <span className="account-side-menu__label">{label}</span>
      </>
    );
    if (item.children) {
      const open = state.expandedIds.includes(item.id);
      const subId = `${listId}-${item.id}`;
      return (
        <li key={item.id} className="account-side-menu__group" data-open={open} data-in-trail={trail.includes(item.id)}>
          <Tooltip content={label} disabled={!rail}>
            <button
              type="button"
              className="account-side-menu__item"
              aria-expanded={open}
              aria-controls={subId}
              data-testid={`account-menu-${item.id}`}
              onClick={() => openGroup(item.id)}
            >
              {body}
              <ChevronDown className="account-side-menu__chevron" aria-hidden="true" size={16} />
            </button>
          </Tooltip>
          <ul id={subId} className="account-side-menu__sublist" hidden={!open}>
            {item.children.map(renderItem)}
          </ul>
        </li>
      );
    }
    const href = accountMenuHref(item, locale.prefix) ?? '#';
    const link = (
      <Link
        to={href}
        className="account-side-menu__item"
        aria-current={item.id === active ? 'page' : undefined}
        data-testid={`account-menu-${item.id}`}
        onClick={
          // widgets §7 "myaccount_security_click".
          item.id === 'security' ? () => track(ANALYTICS_EVENTS.securityClick, { source: 'side_menu' }) : undefined
        }
      >
        {body}
      </Link>
    );
    return <li key={item.id}>{tip ? <Tooltip content={tip}>{link}</Tooltip> : link}</li>;
  };

  return (
    <nav
      className="account-side-menu"
      aria-label={t('label')}
      data-variant={variant}
      data-mode={mode ?? 'auto'}
      data-collapsed={collapsedAttr}
      data-dropdown-open={dropdownOpen}
      data-testid="account-side-menu"
    >
      {/* Shown below the dropdown breakpoint only (CSS): the current page's name opens the list. */}
      <button
        type="button"
        className="account-side-menu__dropdown-toggle"
        aria-expanded={dropdownOpen}
        aria-controls={listId}
        aria-label={`${t('dropdown')}: ${activeItem ? labelOf(activeItem.id) : t('label')}`}
        data-testid="account-menu-dropdown"
        onClick={() => setDropdownOpen((open) => !open)}
      >
        <span>{activeItem ? labelOf(activeItem.id) : t('label')}</span>
        <ChevronDown className="account-side-menu__chevron" aria-hidden="true" size={16} />
      </button>
      <ul id={listId} className="account-side-menu__list">
        {items.map(renderItem)}
      </ul>
      {/* widgets §4 "Collapses or expands": hidden in the dropdown (CSS). */}
      <button
        type="button"
        className="account-side-menu__collapse"
        data-testid="account-menu-collapse"
        onClick={() =>
          setState((current) => (current.collapsed ? expandAccountMenu(current) : collapseAccountMenu(current)))
        }
      >
        {rail ? (
          <PanelLeftOpen className="account-side-menu__icon account-side-menu__flip" aria-hidden="true" size={20} />
        ) : (
          <PanelLeftClose className="account-side-menu__icon account-side-menu__flip" aria-hidden="true" size={20} />
        )}
        <span className="account-side-menu__label">{rail ? t('expand') : t('collapse')}</span>
      </button>
    </nav>
  );
}

function findItem(items: readonly AccountMenuItem[], id: string | null): AccountMenuItem | null {
  if (id === null) return null;
  for (const item of items) {
    if (item.id === id) return item;
    const inner = findItem(item.children ?? [], id);
    if (inner) return inner;
  }
  return null;
}
