// @vitest-environment happy-dom
import { DEFAULT_COIN_ICON_WHITELIST } from '@meridian/domain';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CoinIcon, CoinIconWhitelistContext } from './coin-icon';

afterEach(cleanup);

function iconSource(container: HTMLElement): string | null {
  return container.querySelector('img')?.getAttribute('src') ?? null;
}

describe('CoinIcon (shell §9 "Coin icons ... default 24x24")', () => {
  it('a decorative 24×24 image with the default list until the shell provides one', () => {
    const { container } = render(<CoinIcon symbol="BTC" />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('width')).toBe('24');
    expect(iconSource(container)).toBe(`/images/coin_icon/24/btc.png?v=${DEFAULT_COIN_ICON_WHITELIST.version}`);
  });

  it('versions the icons the provided whitelist lists, and only those', () => {
    const whitelist = { version: 'v9', coinIconVersionWhiteList: ['PEPE'] };
    const { container } = render(
      <CoinIconWhitelistContext.Provider value={whitelist}>
        <CoinIcon symbol="pepe" size={32} />
        <CoinIcon symbol="BTC" />
      </CoinIconWhitelistContext.Provider>,
    );
    const [pepe, btc] = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    // 32 px is not shipped as a file: the image helper resizes the 64 px one.
    expect(pepe).toBe('/api/web/v1/image?src=%2Fimages%2Fcoin_icon%2F64%2Fpepe.png&w=32&q=75&v=v9');
    expect(btc).toBe('/images/coin_icon/24/btc.png');
  });
});
