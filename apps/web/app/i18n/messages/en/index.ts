// The English catalog is the source of truth: its shape is the type of every other catalog
// (i18n/types.ts), and a test fails when another language lacks a key or has an extra one.
import account from './account.json';
import accountRecovery from './account-recovery.json';
import common from './common.json';
import footer from './footer.json';
import home from './home.json';
import legal from './legal.json';
import notFound from './not-found.json';
import pages from './pages.json';
import seo from './seo.json';
import switchBar from './switch-bar.json';

export const NAMESPACE_FILES = {
  common: 'common',
  home: 'home',
  notFound: 'not-found',
  footer: 'footer',
  switchBar: 'switch-bar',
  pages: 'pages',
  legal: 'legal',
  seo: 'seo',
  account: 'account',
  accountRecovery: 'account-recovery',
} as const;

export const en = { common, home, notFound, footer, switchBar, pages, legal, seo, account, accountRecovery };
export type Messages = typeof en;
