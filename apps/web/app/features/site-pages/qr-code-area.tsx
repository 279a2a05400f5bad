/** widgets §2 "QR size 140". */
const QR_SIZE = 140;

/**
 * The QR code's place on the download page: the three finder squares and a phone, drawn inline.
 * Not a scannable code: encoding one wants a QR package (see docs/decisions/0012-site-pages.md),
 * so the caption beside it tells people to open the page on their phone instead.
 */
export function QrCodeArea({ label }: { label: string }) {
  const finder = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width="34" height="34" rx="4" fill="none" stroke="currentColor" strokeWidth="6" />
      <rect x={x + 11} y={y + 11} width="12" height="12" rx="2" fill="currentColor" />
    </g>
  );
  return (
    <svg
      className="qr-area"
      role="img"
      aria-label={label}
      width={QR_SIZE}
      height={QR_SIZE}
      viewBox="0 0 140 140"
      data-testid="qr-area"
    >
      <rect x="0" y="0" width="140" height="140" rx="10" fill="var(--color-bg)" stroke="var(--color-border)" />
      {finder(10, 10)}
      {finder(96, 10)}
      {finder(10, 96)}
      <rect x="56" y="44" width="30" height="52" rx="5" fill="none" stroke="currentColor" strokeWidth="4" />
      <circle cx="71" cy="88" r="2.5" fill="currentColor" />
    </svg>
  );
}
