import type { Messages } from './messages/en';

// Keys of `t()` are checked against the English catalog.
declare module 'use-intl' {
  interface AppConfig {
    Messages: Messages;
  }
}

export type { Messages };
