import type { SiteSettings } from '@meridian/domain';

/** The visitor's display currency as the header shows it: "$ USD", or the bare code without a symbol. */
export function fiatText(settings: SiteSettings): string {
  const current = settings.fiat_list.find((f) => f.name === settings.curr_fiat);
  return current ? `${current.symbol} ${current.name}` : settings.curr_fiat;
}
