// The account area (issue 16): the /myaccount layout with the account side menu (widgets §2), and
// its pages (overview, identity verification, security). The routes compose them.
export { AccountAreaLayout } from './account-area-layout';
export { AccountSideMenu, type AccountSideMenuProps } from './account-side-menu';
export { AccountOverviewPage, type AccountOverviewView } from './account-overview-page';
export { KycHomePage } from './kyc-home-page';
export { SecurityPage } from './security-page';
export { TotpPage } from './totp-page';
