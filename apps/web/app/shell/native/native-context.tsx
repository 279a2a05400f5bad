import { type NativeApp, NOT_IN_APP } from '@meridian/domain';
import { createContext, type ReactNode, useContext } from 'react';

const NativeAppContext = createContext<NativeApp>(NOT_IN_APP);

/**
 * Whether this page runs in the app, and which platform and build (shell §1). The server parses the
 * request's user agent (nativeAppFromRequest) and hands the result down through the root data, so
 * the server render and hydration agree and nothing reads navigator.userAgent.
 */
export function NativeAppProvider({ app, children }: { app: NativeApp; children: ReactNode }) {
  return <NativeAppContext.Provider value={app}>{children}</NativeAppContext.Provider>;
}

/** The page's NativeApp; `{ inApp: false }` outside a NativeAppProvider. */
export function useNativeApp(): NativeApp {
  return useContext(NativeAppContext);
}
