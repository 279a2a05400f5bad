// The system Chromium and the flags it needs on these machines (no sandbox as root, no GPU, and
// no background network traffic, which the closed network refuses). Used by Playwright and the
// Lighthouse benchmark; nothing ever downloads a browser.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function chromePath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/**
 * For end-to-end tests: every reserved demo host (www.meridian.example, www.meridiantr.example,
 * ...) resolves to this machine, so a real browser can visit each regional site on its own host.
 */
export const DEMO_HOSTS_TO_LOCALHOST = '--host-resolver-rules=MAP *.example 127.0.0.1';
