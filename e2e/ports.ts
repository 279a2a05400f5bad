/** Ports of the servers the e2e suite starts (playwright.config.ts). */
/** webTrustedProxy trusts X-Forwarded-* and the visitor-country header, as behind our CDN. */
export const E2E_PORTS = { web: 4310, webDeadApi: 4311, api: 4312, webRemoteApi: 4313, webTrustedProxy: 4314 } as const;

export const originOf = (port: number) => `http://127.0.0.1:${port}`;
