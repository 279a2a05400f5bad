import { FUND_WALLET_DRAWER, FUND_WALLET_LINKS } from '@meridian/domain';
import { useEffect, useState } from 'react';
import { useTranslations } from '../../i18n';
import type { ModalBodyProps } from '../../shell/modals';
import { usePageHref } from '../../shell/site';
import { Drawer } from '../../ui/drawer';
import './deposit-chooser.css';

/**
 * shell §2 "Fund-wallet drawer (width 414px, 300 ms slide)" with its five links, under the locale
 * prefix, less those whose page is not built yet. A modal of the registry, loaded with React.lazy on first use (frame/modal-table.ts), so
 * neither it nor Radix is in a page's first script. ui/drawer gives the focus trap, Escape, the
 * named close button and the slide from the inline end (the left in Arabic). Closing lets the
 * slide play out before the modal host takes the body away.
 */
export default function FundWalletDrawer({ onClose }: ModalBodyProps<'fund-wallet'>) {
  const t = useTranslations('depositChooser.drawer');
  // A way whose page is not built yet (domain COMING_PAGES) is not offered.
  const pageHref = usePageHref();
  const links = FUND_WALLET_LINKS.flatMap(({ key, path }) => {
    const href = pageHref(path);
    return href === null ? [] : [{ key, href }];
  });
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (open) return undefined;
    const timer = setTimeout(onClose, FUND_WALLET_DRAWER.slideMs);
    return () => clearTimeout(timer);
  }, [open, onClose]);
  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      title={t('title')}
      closeLabel={t('close')}
      className="fund-wallet"
      testId="fund-wallet-drawer"
    >
      <ul className="fund-wallet__links">
        {links.map(({ key, href }) => (
          <li key={key}>
            <a className="fund-wallet__link" href={href} data-testid={`fund-wallet-${key}`}>
              <span className="fund-wallet__name">{t(`links.${key}`)}</span>
              <span className="fund-wallet__hint">{t(`hints.${key}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
