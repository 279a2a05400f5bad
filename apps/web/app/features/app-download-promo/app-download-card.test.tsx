// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DownloadTaskInfo } from '@meridian/contracts';
import {
  DEVICE_ID_COOKIE,
  DOWNLOAD_CARD_SIZE,
  type DownloadExperimentVariant,
  experimentVariant,
  type PageDownloadLinks,
} from '@meridian/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { qrCodeShape } from '../../kit/qr-code/index.server';
import { renderWithShell } from '../../test-support/render-with-shell';
import { AppDownloadCard, type AppDownloadCardProps } from './app-download-card';
import { REWARD_MODAL_SHOWN_KEY } from './download-reward';
import { fakePromoApi, memoryFlags } from './test-doubles';

afterEach(() => {
  cleanup();
  document.cookie = `${DEVICE_ID_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

const LINKS: PageDownloadLinks = {
  overseas_apk: 'https://downloads.example/meridian.apk',
  pages: {
    '/': { web: { c: 'home_web' }, h5: { c: 'home_h5' } },
    '/simple-earn': { web: { c: 'earn_web' }, h5: { c: 'earn_h5' } },
  },
};
const NO_TASK: DownloadTaskInfo = { has_dl_task: 0, reward_num: '0', reward_currency: '' };
const TASK: DownloadTaskInfo = { has_dl_task: 1, reward_num: '50', reward_currency: 'USDT' };

function renderCard(props: AppDownloadCardProps, path = '/simple-earn', answers = { links: LINKS, task: NO_TASK }) {
  const api = fakePromoApi(answers);
  renderWithShell(<AppDownloadCard task={NO_TASK} {...props} />, { path, fetch: api.fetch });
  return api;
}

const card = () => screen.getByTestId('app-download-card');
const qrPath = () => screen.getByRole('img', { name: 'QR code to download the Meridian app' }).querySelector('path');

/** The declarations of `selector`'s rule in the feature's stylesheet. */
function cssRule(selector: string): string {
  const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'app-download-promo.css'), 'utf8');
  const escaped = selector.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  return new RegExp(`(?:^|\\n)${escaped} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
}

describe('widgets §2 "App-download card (240 wide, 394 horizontal, QR size 140)"; widgets §9', () => {
  it('line and shadow cards are 240 wide, the horizontal one 394 (the stylesheet against DOWNLOAD_CARD_SIZE)', () => {
    expect(DOWNLOAD_CARD_SIZE).toEqual({ width: 240, horizontalWidth: 394, qrSize: 140 });
    expect(cssRule('.app-download-card')).toContain(`inline-size: ${DOWNLOAD_CARD_SIZE.width}px;`);
    expect(cssRule('.app-download-card--horizontal')).toContain(
      `inline-size: ${DOWNLOAD_CARD_SIZE.horizontalWidth}px;`,
    );
    // Only the horizontal variant overrides the width.
    expect(cssRule('.app-download-card--line')).not.toContain('inline-size');
    expect(cssRule('.app-download-card--shadow')).not.toContain('inline-size');
  });

  it('shell §2 "line, shadow, horizontal variants": each variant is its class; the QR code is 140 px', () => {
    const qr = qrCodeShape('https://www.meridian.example/appdownload');
    for (const variant of ['line', 'shadow', 'horizontal'] as const) {
      renderCard({ variant, links: LINKS, qr });
      expect(card().classList.contains(`app-download-card--${variant}`)).toBe(true);
      const svg = screen.getByRole('img', { name: 'QR code to download the Meridian app' });
      expect(svg.getAttribute('width')).toBe(String(DOWNLOAD_CARD_SIZE.qrSize));
      expect(svg.getAttribute('height')).toBe(String(DOWNLOAD_CARD_SIZE.qrSize));
      cleanup();
    }
    renderCard({ links: LINKS, qr });
    expect(card().dataset.variant).toBe('line');
  });
});

describe('shell §3 "Page download links config: per path, web and h5 entries with a c parameter"', () => {
  it("drawn in the browser: the QR code opens the app download page with this page's web `c`", async () => {
    const api = renderCard({});
    // The page's full address on the main host, the download page and the web entry's c of /simple-earn.
    const expected = qrCodeShape('https://www.meridian.example/appdownload?c=earn_web');
    await waitFor(() => expect(qrPath()?.getAttribute('d')).toBe(expected.path));
    expect(api.asked).toContain('/js/tool/page_download_links.json');
    expect(screen.getByRole('link', { name: 'More download options' }).getAttribute('href')).toBe(
      '/appdownload?c=earn_web',
    );
  });

  it('a page without an entry links to the download page as it is', async () => {
    renderCard({ links: LINKS }, '/referral');
    const expected = qrCodeShape('https://www.meridian.example/appdownload');
    await waitFor(() => expect(qrPath()?.getAttribute('d')).toBe(expected.path));
  });

  it("a loader's QR code is drawn as given, with no request for the links", () => {
    const qr = qrCodeShape('https://www.meridian.example/appdownload?c=home_web');
    const api = renderCard({ links: LINKS, qr }, '/');
    expect(qrPath()?.getAttribute('d')).toBe(qr.path);
    expect(api.asked).toEqual([]);
  });
});

describe('shell §9 "Download experiment variants: gift and float style, values 1, 2, 3"', () => {
  /** A device id whose variant of `experiment` is `variant` (the domain's sticky rule picks it). */
  function deviceWith(experiment: 'downloadGift' | 'downloadFloat', variant: DownloadExperimentVariant): string {
    for (let i = 0; i < 1000; i++) {
      const id = i.toString(16).padStart(40, 'a');
      if (experimentVariant(experiment, id) === variant) return id;
    }
    throw new Error('no device id found');
  }

  const titles = {
    gift: [
      'Download the app and claim your gift',
      'A welcome gift is waiting in the app',
      'Up to $40,000 in rewards on the app',
    ],
    float: [
      'Trade anywhere with the Meridian app',
      'Scan to get the Meridian app',
      'Markets and orders in your pocket',
    ],
  } as const;

  for (const style of ['gift', 'float'] as const) {
    for (const variant of ['1', '2', '3'] as const) {
      it(`${style} style, value ${variant}: its own title and emphasis`, async () => {
        document.cookie = `${DEVICE_ID_COOKIE}=${deviceWith(style === 'gift' ? 'downloadGift' : 'downloadFloat', variant)}; path=/`;
        renderCard({ experiment: style, links: LINKS, qr: qrCodeShape('x') });
        await waitFor(() => expect(card().dataset.experiment).toBe(`${style}-${variant}`));
        expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(titles[style][Number(variant) - 1]);
        expect(card().classList.contains(`app-download-card--emphasis-${variant}`)).toBe(true);
      });
    }
  }

  it('the download guide: three steps under its heading', () => {
    renderCard({ links: LINKS, qr: qrCodeShape('x') });
    expect(screen.getByRole('heading', { name: 'How to get the app' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "Scan the QR code with your phone's camera.",
      'Install the Meridian app.',
      'Sign up or log in, and start trading.',
    ]);
  });
});

describe('the card\'s reward link (widgets §3 "has_dl_task (1 means a task exists)")', () => {
  it('no task: no reward link', () => {
    renderCard({ links: LINKS, qr: qrCodeShape('x'), task: NO_TASK });
    expect(screen.queryByTestId('app-download-card-reward')).toBeNull();
  });

  it('a task: the reward; the first click in the session opens the reward modal, later ones follow the link', async () => {
    const flags = memoryFlags();
    renderCard({ links: LINKS, qr: qrCodeShape('x'), task: TASK, flags });
    const link = screen.getByRole('link', { name: 'Download reward: 50 USDT' });
    expect(link.getAttribute('href')).toBe('/campaigns');
    expect(fireEvent.click(link)).toBe(false); // default prevented: the modal instead
    expect(await screen.findByRole('dialog', { name: 'Your app download reward' })).toBeTruthy();
    expect(flags.keys.has(REWARD_MODAL_SHOWN_KEY)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fireEvent.click(link)).toBe(true); // the link's own way now
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the task is read in the browser with const_id app_download when the page gave none', async () => {
    const api = fakePromoApi({ links: LINKS, task: TASK });
    renderWithShell(<AppDownloadCard links={LINKS} qr={qrCodeShape('x')} />, { path: '/', fetch: api.fetch });
    expect(await screen.findByRole('link', { name: 'Download reward: 50 USDT' })).toBeTruthy();
    expect(api.asked).toContain('/api/web/v1/marketing-activity/dlGetTaskInfo?const_id=app_download');
  });
});
