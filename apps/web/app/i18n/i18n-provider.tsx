import type { ReactNode } from 'react';
import { IntlProvider } from 'use-intl';
import type { Messages } from './types';

interface Props {
  /** BCP 47 tag used for number and date formatting. */
  locale: string;
  messages: Messages;
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
