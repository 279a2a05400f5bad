import { localizeAmountText, numberDisplayParts } from '@meridian/domain';
import { NumberDisplay } from '../../kit';
import { useSite } from '../../shell/site';

/**
 * A price to its pair's precision: written in the locale (grouped, its decimal sign), or, when it
 * has a run of 7 or more zeros after the point, in the count form of shell §5 ("Number display
 * shortens runs of 7 or more zeros after the decimal point into a count form; a precision may be
 * applied first").
 */
export function PriceText({ value, precision }: { value: string; precision: number }) {
  const { numberSymbols } = useSite();
  const parts = numberDisplayParts(value, { precision });
  if (parts.compressed) return <NumberDisplay value={value} precision={precision} />;
  return <span dir="ltr">{localizeAmountText(parts.text, numberSymbols, { precision, minDecimals: precision })}</span>;
}
