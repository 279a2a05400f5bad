/**
 * widgets §2 "Hidden features: query debug=1 (or a stored debug flag) turns on console logging".
 * `?debug=1` also stores the flag, so it survives navigation; `?debug=0` clears it.
 */
export const DEBUG_QUERY = 'debug';
export const DEBUG_STORAGE_KEY = 'meridian:debug';

export interface DebugStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function debugEnabled(search: URLSearchParams, storage: DebugStorage | undefined): boolean {
  const query = search.get(DEBUG_QUERY);
  if (query === '1') {
    storage?.setItem(DEBUG_STORAGE_KEY, '1');
    return true;
  }
  if (query === '0') {
    storage?.removeItem(DEBUG_STORAGE_KEY);
    return false;
  }
  return storage?.getItem(DEBUG_STORAGE_KEY) === '1';
}

export type DebugLog = (event: string, details?: Record<string, unknown>) => void;

/** A console logger that is silent unless debugging is on. */
export function createDebugLog(enabled: boolean, sink: Pick<Console, 'info'> = console): DebugLog {
  return enabled ? (event, details) => sink.info(`[meridian] ${event}`, details ?? {}) : () => undefined;
}
