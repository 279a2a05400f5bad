/** Ports of the servers the e2e suite starts (playwright.config.ts). */
export const E2E_PORTS = { web: 4310, webDeadApi: 4311, api: 4312, webRemoteApi: 4313 } as const;

export const originOf = (port: number) => `http://127.0.0.1:${port}`;
