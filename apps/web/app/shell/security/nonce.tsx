import { createContext, useContext, type ReactNode } from 'react';

// The per-request CSP nonce. Set on the server only; browsers hide nonce values from the DOM,
// so on the client it is the empty string and React leaves the attribute alone.
const NonceContext = createContext('');

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
