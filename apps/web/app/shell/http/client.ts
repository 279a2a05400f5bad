// What a micro-app may use of shell/http: the browser's request clients. Not the index, which also
// declares the server's loader context.
export { type BrowserClients, type RequestErrorReport } from './browser-client';
export { BrowserClientsProvider, useBrowserClients } from './browser-clients-provider';
export { FramedRequestClients } from './framed-request-clients';
