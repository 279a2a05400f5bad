import type { QrCodeShape } from './qr-code.server';

/** widgets §2 "QR size 140". */
const QR_SIZE = 140;
/** The blank border a scanner needs around the code, in modules. */
const QUIET_ZONE = 4;

/** A scannable QR code (drawn from the shape the server computed) with an accessible name. */
export function QrCodeArea({ label, qr }: { label: string; qr: QrCodeShape }) {
  const side = qr.size + QUIET_ZONE * 2;
  return (
    <svg
      className="qr-area"
      role="img"
      aria-label={label}
      width={QR_SIZE}
      height={QR_SIZE}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
      shapeRendering="crispEdges"
      data-testid="qr-area"
    >
      {/* QR codes scan dark-on-light: the background stays white in the dark theme too. */}
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={side} height={side} fill="#ffffff" />
      <path d={qr.path} fill="#000000" />
    </svg>
  );
}
