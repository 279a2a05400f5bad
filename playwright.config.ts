import { defineConfig, devices } from '@playwright/test';
import { E2E_PORTS } from './e2e/ports';
import { CHROMIUM_FLAGS, chromePath, DEMO_HOSTS_TO_LOCALHOST } from './scripts/chromium.mjs';
import { serverNodeFlags } from './scripts/server-flags.mjs';

// The system Chromium only: Playwright never downloads a browser here.
const executablePath = chromePath();
const args = [...CHROMIUM_FLAGS, DEMO_HOSTS_TO_LOCALHOST];

/**
 * A web server behind a trusted proxy (TRUST_PROXY=true): it believes the CDN's visitor-country
 * header, which the site-switch bar needs (e2e/footer-and-switch.e2e.ts uses the same port).
 */

const fresh = (dir: string) => `rm -rf data/e2e/${dir} &&`;
// The servers run with the Node flags of `npm start` and `npm run start:api`.
const web = `node ${serverNodeFlags('start').join(' ')} apps/web/dist/server.js`;
const api = `node ${serverNodeFlags('start:api').join(' ')} apps/api/dist/main.js`;
const server = (command: string, port: number, env: Record<string, string>) => ({
  command,
  url: `http://127.0.0.1:${port}/api/web/v1/health`,
  env: { HOST: '127.0.0.1', PORT: String(port), ...env },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.web}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args },
  },
  projects: [
    { name: 'chromium-desktop', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args } } },
  ],
  webServer: [
    // `npm run test:e2e` builds first, so the servers start from the build directly.
    // Web and API in one process on a fresh embedded database: what `npm start` runs.
    server(`${fresh('web')} ${web}`, E2E_PORTS.web, { PGLITE_DIR: 'data/e2e/web' }),
    // The API alone, and a web server that forwards to it (API_ORIGIN).
    server(`${fresh('api')} ${api}`, E2E_PORTS.api, { PGLITE_DIR: 'data/e2e/api' }),
    {
      ...server(`${fresh('remote-web')} ${web}`, E2E_PORTS.webRemoteApi, {
        API_ORIGIN: `http://127.0.0.1:${E2E_PORTS.api}`,
        PGLITE_DIR: 'data/e2e/remote-web',
      }),
      url: `http://127.0.0.1:${E2E_PORTS.webRemoteApi}/`,
    },
    server(`${fresh('trusted')} ${web}`, E2E_PORTS.webTrustedProxy, {
      PGLITE_DIR: 'data/e2e/trusted',
      TRUST_PROXY: 'true',
    }),
    // A web server whose API is down: pages must still render with the spec defaults.
    {
      ...server(web, E2E_PORTS.webDeadApi, { API_ORIGIN: 'http://127.0.0.1:9' }),
      url: `http://127.0.0.1:${E2E_PORTS.webDeadApi}/`,
    },
  ],
});
