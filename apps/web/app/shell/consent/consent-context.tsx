import {
  analyticsAllowed,
  COOKIE_CONSENT_COOKIE,
  COOKIE_CONSENT_MAX_AGE_S,
  type CookieConsent,
} from '@meridian/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { writeBrowserCookie } from '../cookies';

export interface ConsentState {
  /** Whether this visitor must choose before analytics and monitoring run (domain consentRequired). */
  required: boolean;
  /** The stored choice, if any. */
  choice: CookieConsent | undefined;
}

interface ConsentContextValue extends ConsentState {
  /** Store the visitor's choice (the cookie, for a year) and apply it at once. */
  choose: (choice: CookieConsent) => void;
  /** Whether analytics and monitoring may run now (shell §8 cookie policy, decision 0048). */
  analytics: boolean;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);

/** The cookie choice, read on the server from the request's cookie (root loader) and kept here. */
export function ConsentProvider({ initial, children }: { initial: ConsentState; children: ReactNode }) {
  const [choice, setChoice] = useState(initial.choice);
  const choose = useCallback((next: CookieConsent) => {
    writeBrowserCookie(COOKIE_CONSENT_COOKIE, next, COOKIE_CONSENT_MAX_AGE_S);
    setChoice(next);
  }, []);
  const value = useMemo(
    () => ({ required: initial.required, choice, choose, analytics: analyticsAllowed(initial.required, choice) }),
    [initial.required, choice, choose],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

/**
 * The cookie consent. Outside a provider (an error page) nothing was chosen and analytics wait:
 * the safe answer where consent is required.
 */
export function useConsent(): ConsentContextValue {
  return (
    useContext(ConsentContext) ?? {
      required: true,
      choice: undefined,
      choose: () => undefined,
      analytics: false,
    }
  );
}
