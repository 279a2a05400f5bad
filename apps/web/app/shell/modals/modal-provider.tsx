import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import type { ModalRegistry } from './modal-registry';
import { createModalStore, type ModalClock, type ModalStorage, type ModalStore, type ShownModal } from './modal-store';

type Store = ModalStore<ModalRegistry>;

const ModalContext = createContext<Store | null>(null);

/** The wall clock and the person's local day (widgets §4 "shown at most 4 times a day"). */
const browserClock: ModalClock = {
  now: () => Date.now(),
  after: (ms, run) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
  dayOf: (ms) => {
    const date = new Date(ms);
    return date.getFullYear() * 10_000 + date.getMonth() * 100 + date.getDate();
  },
};

/** localStorage where there is one (not on the server; it may also be refused). */
const browserStorage: ModalStorage = {
  getItem: (key) => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key)),
  setItem: (key, value) => {
    if (typeof localStorage !== 'undefined') localStorage.setItem(key, value);
  },
};

/** sessionStorage where there is one: the rules that count per browser session keep their history there. */
const browserSessionStorage: ModalStorage = {
  getItem: (key) => (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key)),
  setItem: (key, value) => {
    if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(key, value);
  },
};

/**
 * One modal store per page (never module state: the server renders many pages at once). The clock
 * and storage are injectable so frequency rules are tested without waiting.
 */
export function ModalProvider({
  clock = browserClock,
  storage = browserStorage,
  sessionStorage = browserSessionStorage,
  children,
}: {
  clock?: ModalClock;
  storage?: ModalStorage;
  sessionStorage?: ModalStorage;
  children: ReactNode;
}) {
  const [store] = useState(() => createModalStore<ModalRegistry>({ clock, storage, sessionStorage }));
  return <ModalContext.Provider value={store}>{children}</ModalContext.Provider>;
}

function useStore(): Store {
  const store = useContext(ModalContext);
  if (!store) throw new Error('useModals outside ModalProvider');
  return store;
}

/** `open(name, props)` and `close()`: the frame's modal host shows the one chosen. */
export function useModals(): Pick<Store, 'open' | 'close'> {
  const { open, close } = useStore();
  return { open, close };
}

/** The modal to render now, or null (always null on the server: modals open in the browser). */
export function useShownModal(): ShownModal<ModalRegistry> | null {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, store.shown, () => null);
}
