// Experiment variables (issue 14 item 5; shell §9 "Download experiment variants | gift and float
// style, values 1, 2, 3"; widgets §2 the new-user pop-up's A/B): each device gets a variant of each
// experiment from its device id, so it keeps it on every page and visit (sticky per device) with
// nothing more stored.

export const EXPERIMENTS = {
  /** The download card's gift style: variants 1, 2, 3. */
  downloadGift: { key: 'download_gift', variants: ['1', '2', '3'] },
  /** The download card's float style: variants 1, 2, 3. */
  downloadFloat: { key: 'download_float', variants: ['1', '2', '3'] },
  /** widgets §2 new-user reward pop-up A/B. */
  newbiePopup: { key: 'newbie_popup', variants: ['A', 'B'] },
} as const;

export type ExperimentName = keyof typeof EXPERIMENTS;
export type ExperimentVariant<N extends ExperimentName> = (typeof EXPERIMENTS)[N]['variants'][number];

/** FNV-1a, 32 bits: a stable spread of a text over the variants. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The variant of `name` for the device `deviceId` (the device id cookie, decision 0052): the same
 * device always gets the same one. Without a device id (no consent yet, or the fingerprint failed)
 * the first variant, which is what a visitor sees when experiments are off.
 */
export function experimentVariant<N extends ExperimentName>(
  name: N,
  deviceId: string | undefined,
): ExperimentVariant<N> {
  const { key, variants } = EXPERIMENTS[name];
  const index = deviceId ? fnv1a(`${key}:${deviceId}`) % variants.length : 0;
  return variants[index] as ExperimentVariant<N>;
}
