import { describe, expect, it } from 'vitest';
import { createDebugLog, debugEnabled, DEBUG_STORAGE_KEY, type DebugStorage } from './debug-log';

function memoryStorage(): DebugStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('debug logging', () => {
  it('widgets §2: query debug=1 turns logging on and stores the flag', () => {
    const storage = memoryStorage();
    expect(debugEnabled(new URLSearchParams('debug=1'), storage)).toBe(true);
    expect(storage.data.get(DEBUG_STORAGE_KEY)).toBe('1');
    // "or a stored debug flag"
    expect(debugEnabled(new URLSearchParams(''), storage)).toBe(true);
  });

  it('is off by default, and debug=0 clears the stored flag', () => {
    const storage = memoryStorage();
    expect(debugEnabled(new URLSearchParams(''), storage)).toBe(false);
    storage.setItem(DEBUG_STORAGE_KEY, '1');
    expect(debugEnabled(new URLSearchParams('debug=0'), storage)).toBe(false);
    expect(debugEnabled(new URLSearchParams(''), storage)).toBe(false);
  });

  it('logs only when enabled', () => {
    const lines: unknown[][] = [];
    const sink = { info: (...args: unknown[]) => void lines.push(args) };
    createDebugLog(false, sink)('page', { path: '/' });
    expect(lines).toEqual([]);
    createDebugLog(true, sink)('page', { path: '/' });
    expect(lines).toEqual([['[meridian] page', { path: '/' }]]);
  });
});
