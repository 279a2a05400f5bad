import type account from '../../app/i18n/messages/en/account.json';

// The micro-app carries only the `account` namespace (its own catalogs, one language per load);
// its `t()` keys are checked against the English file, as the page's are.
declare module 'use-intl' {
  interface AppConfig {
    Messages: { account: typeof account };
  }
}
