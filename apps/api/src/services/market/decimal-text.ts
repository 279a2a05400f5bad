// Numbers leave the engine as decimal text (Gate sends strings). toFixed is exactly specified by
// ECMAScript (the nearest decimal, ties up), so every process writes the same text for a float.

/** `value` with exactly `decimals` decimals, rounded to the nearest; never "-0". */
export function fixedText(value: number, decimals: number): string {
  const text = value.toFixed(decimals);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** A whole number of 10^-decimals units as decimal text (12345, 3 → "12.345"). */
export function unitsText(units: number, decimals: number): string {
  const digits = String(Math.abs(Math.round(units))).padStart(decimals + 1, '0');
  const sign = units < 0 ? '-' : '';
  if (decimals === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}
