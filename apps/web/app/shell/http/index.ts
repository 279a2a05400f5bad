import './load-context';

export { getEnvelope, getEnvelopeOr, type ApiFetch, type GetOptions } from './request-client';
export {
  defaultSetTimer,
  describeFailure,
  type CallFailure,
  type RequestFailure,
  type RequestOutcome,
  type SetTimer,
} from './transport';
export {
  createBrowserClients,
  formEncode,
  type BrowserClientOptions,
  type BrowserClients,
  type BrowserFetch,
  type FormBody,
  type GetCallOptions,
  type RequestErrorReport,
} from './browser-client';
export {
  BrowserClientsProvider,
  useBrowserClients,
  type BrowserClientsProviderProps,
} from './browser-clients-provider';
export { createTtlCache, type Loaded, type TtlCacheOptions } from './ttl-cache';

/** Server-side calls to the API must not hold a page hostage: past this, defaults apply. */
export const SERVER_REQUEST_TIMEOUT_MS = 3000;
