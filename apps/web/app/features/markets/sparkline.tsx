import { compareDecimalText, sparklinePoints } from '@meridian/domain';

const WIDTH = 96;
const HEIGHT = 28;

/** The last 24 hours of a market as a line, coloured by the rise colour of its direction. */
export function Sparkline({ closes, label }: { closes: readonly string[]; label: string }) {
  const points = sparklinePoints(closes, WIDTH, HEIGHT);
  const first = closes[0];
  const last = closes[closes.length - 1];
  const trend = first !== undefined && last !== undefined ? compareDecimalText(last, first) : 0;
  const direction = trend > 0 ? 'up' : trend < 0 ? 'down' : 'flat';
  return (
    <svg
      className={`sparkline sparkline--${direction}`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={label}
    >
      {points ? <polyline points={points} fill="none" strokeWidth="1.5" /> : null}
    </svg>
  );
}
