import {
  type AccountMenuMode,
  type AccountMenuVariant,
  accountMenuMediaQueries,
  accountMenuModeFromMedia,
} from '@meridian/domain';
import { useCallback, useSyncExternalStore } from 'react';

const noop = () => undefined;

/**
 * The side menu's mode for the window's width now (widgets §2, §9), from matchMedia with the
 * domain's queries; null on the server and in the hydrating render, where the stylesheet's same
 * queries lay the menu out (so nothing moves when the script arrives).
 */
export function useAccountMenuMode(variant: AccountMenuVariant): AccountMenuMode | null {
  const { collapsed, dropdown } = accountMenuMediaQueries(variant);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return noop;
      const lists = [window.matchMedia(collapsed), window.matchMedia(dropdown)];
      for (const list of lists) list.addEventListener('change', onChange);
      return () => {
        for (const list of lists) list.removeEventListener('change', onChange);
      };
    },
    [collapsed, dropdown],
  );
  const snapshot = () =>
    typeof window.matchMedia === 'function'
      ? accountMenuModeFromMedia({
          collapsed: window.matchMedia(collapsed).matches,
          dropdown: window.matchMedia(dropdown).matches,
        })
      : 'wide';
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
