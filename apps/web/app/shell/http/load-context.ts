import type { ApiFetch } from './request-client';

// What server.ts hands every loader: the per-request nonce and a way to reach the API
// (in process, or across the network to API_ORIGIN) that already carries the internal headers.
declare module 'react-router' {
  interface AppLoadContext {
    nonce: string;
    api: ApiFetch;
  }
}

export {};
