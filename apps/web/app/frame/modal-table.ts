import { REGION_NOTICE_MODALS, type RegionNoticeModal } from '@meridian/domain';
import { lazy, type LazyExoticComponent } from 'react';
import type { ModalBody, ModalName } from '../shell/modals';

type ModalTable = { [N in ModalName]: LazyExoticComponent<ModalBody<N>> };

/**
 * Every registered modal's body, loaded on first use (neither the bodies nor Radix are in the
 * first page load). A modal a feature declares (its `modals.ts`) without a body here fails the
 * typecheck. The only place outside a feature that reaches past its index (lint allows it here).
 */
export const modalTable: ModalTable = {
  'footer-download': lazy(() =>
    import('../features/footer/footer-modals').then((bodies) => ({ default: bodies.DownloadModal })),
  ),
  'footer-stay-tuned': lazy(() =>
    import('../features/footer/footer-modals').then((bodies) => ({ default: bodies.StayTunedModal })),
  ),
  'account-security': lazy(() => import('../features/account-header/security-dialog')),
  registration: lazy(() => import('../shell/registration/registration-dialog')),
  'compliance-tip': lazy(() => import('../features/compliance-notices/compliance-tip-dialog')),
  'cool-down-reminder': lazy(() => import('../features/compliance-notices/cool-down-dialog')),
  'turkish-declaration': lazy(() => import('../features/compliance-notices/declaration-dialog')),
  'user-agreement': lazy(() => import('../features/compliance-notices/user-agreement-dialog')),
  'kyc-notice': lazy(() => import('../features/kyc-notices/kyc-notice-dialog')),
  share: lazy(() => import('../features/share/share-modal')),
  'download-reward': lazy(() => import('../features/app-download-promo/download-reward-modal')),
  'new-user-reward': lazy(() => import('../features/marketing-popups/new-user-reward-dialog')),
  'vip-popup': lazy(() => import('../features/marketing-popups/vip-popup-dialog')),
  // shell §2 the fund-wallet drawer, opened by the header's Deposit button (issue 16).
  'fund-wallet': lazy(() => import('../features/deposit-chooser/fund-wallet-drawer')),
  // widgets §2 the fund-password modal and its validity modal (issue 16).
  'fund-password': lazy(() => import('../features/fund-password/fund-password-modal')),
  'fund-password-validity': lazy(() => import('../features/fund-password/validity-modal')),
  ...ipCheckDialogs(),
  ...regionNotices(),
};

/** The shell §8 region notices: one lazily loaded chunk holds them all. */
function regionNotices(): { [N in RegionNoticeModal]: LazyExoticComponent<ModalBody<N>> } {
  const load = (name: RegionNoticeModal) =>
    lazy(() =>
      import('../features/compliance-notices/region-notice-dialog').then((bodies) => ({
        default: bodies.regionNoticeBodies[name],
      })),
    );
  return Object.fromEntries(REGION_NOTICE_MODALS.map((name) => [name, load(name)])) as {
    [N in RegionNoticeModal]: LazyExoticComponent<ModalBody<N>>;
  };
}

/** widgets §4 IP/VPN check dialogs: one lazily loaded chunk holds the three. */
function ipCheckDialogs(): { [N in IpCheckModal]: LazyExoticComponent<ModalBody<N>> } {
  const load = <N extends IpCheckModal>(name: N) =>
    lazy(() =>
      import('../features/ip-check/ip-check-dialogs').then((bodies) => ({ default: bodies.ipCheckBodies[name] })),
    );
  return {
    'ip-check-upgrade': load('ip-check-upgrade'),
    'ip-check-vpn': load('ip-check-vpn'),
    'ip-check-limit': load('ip-check-limit'),
  };
}

type IpCheckModal = 'ip-check-upgrade' | 'ip-check-vpn' | 'ip-check-limit';

/** The body of `name`, typed by it (a lookup by a union name would ask for every body's props at once). */
export function modalBody<N extends ModalName>(name: N): LazyExoticComponent<ModalBody<N>> {
  return modalTable[name];
}
