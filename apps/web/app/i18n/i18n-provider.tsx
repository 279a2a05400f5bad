import type { ReactNode } from 'react';
import { IntlProvider, useLocale, useMessages } from 'use-intl';
import type { Messages } from './types';

interface Props {
  /** BCP 47 tag used for number and date formatting. */
  locale: string;
  messages: Partial<Messages>;
  children: ReactNode;
}

/** Request-scoped translation: each render gets one locale's messages, nothing global. */
export function I18nProvider({ locale, messages, children }: Props) {
  return (
    <IntlProvider
      locale={locale}
      messages={messages}
      timeZone="UTC"
      // A missing message shows its key (the completeness test keeps this from shipping).
      getMessageFallback={({ namespace, key }) => (namespace ? `${namespace}.${key}` : key)}
      onError={(error) => {
        if (error.code !== 'MISSING_MESSAGE') console.error(error);
      }}
    >
      {children}
    </IntlProvider>
  );
}

/**
 * Adds a route's own namespaces (from its loader) to the page's messages, for the part of the
 * page that route renders.
 */
export function RouteMessages({ messages, children }: { messages: Partial<Messages>; children: ReactNode }) {
  const locale = useLocale();
  const parent = useMessages();
  return (
    <I18nProvider locale={locale} messages={{ ...parent, ...messages }}>
      {children}
    </I18nProvider>
  );
}
