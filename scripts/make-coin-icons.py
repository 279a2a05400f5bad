"""Write the demo coin icons (public/images/coin_icon/{24,64}/{symbol}.png): a disc in the coin's
colour with a white ring. Plain PNG written with zlib, so no image library is needed.
Usage: python3 scripts/make-coin-icons.py"""
import os
import struct
import zlib

COINS = {
    'btc': (247, 147, 26), 'eth': (98, 126, 234), 'usdt': (38, 161, 123), 'usdc': (39, 117, 202),
    'bnb': (243, 186, 47), 'xrp': (35, 41, 47), 'sol': (153, 69, 255), 'doge': (194, 166, 51),
    'trx': (235, 0, 41), 'ada': (0, 51, 173),
    # The rest of the market engine's coins (issue 11).
    'ltc': (52, 93, 157), 'dot': (230, 0, 122), 'link': (42, 90, 218), 'avax': (232, 65, 66),
    'ton': (0, 136, 204), 'shib': (255, 161, 0), 'bch': (141, 193, 79), 'near': (0, 0, 0),
    'uni': (255, 0, 122), 'atom': (46, 49, 72), 'apt': (6, 6, 6), 'sui': (77, 162, 255),
}


def png(size, colour):
    rows = []
    c = (size - 1) / 2
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            d = ((x - c) ** 2 + (y - c) ** 2) ** 0.5
            r = size / 2
            # 1 px of soft edge; a white ring at 70-78 % of the radius.
            alpha = max(0.0, min(1.0, r - d))
            if 0.70 * r <= d <= 0.78 * r:
                rgb = (255, 255, 255)
            else:
                rgb = colour
            row += bytes((*rgb, int(alpha * 255)))
        rows.append(bytes(row))
    raw = b''.join(rows)

    def chunk(tag, data):
        return struct.pack('>I', len(data)) + tag + data + struct.pack('>I', zlib.crc32(tag + data) & 0xFFFFFFFF)

    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', size, size, 8, 6, 0, 0, 0))
            + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))


root = os.path.join(os.path.dirname(__file__), '..', 'apps', 'web', 'public', 'images', 'coin_icon')
for size in (24, 64):
    os.makedirs(os.path.join(root, str(size)), exist_ok=True)
    for symbol, colour in COINS.items():
        with open(os.path.join(root, str(size), f'{symbol}.png'), 'wb') as f:
            f.write(png(size, colour))
