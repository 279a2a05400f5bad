import type { Viewport } from '@meridian/domain';
import { useEffect, useState } from 'react';

const current = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight });

/** The browser window's size, kept up to date (the chatroom is only ever rendered in the browser). */
export function useViewport(): Viewport {
  const [viewport, setViewport] = useState(current);
  useEffect(() => {
    const update = () =>
      setViewport((before) => {
        const next = current();
        return next.width === before.width && next.height === before.height ? before : next;
      });
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return viewport;
}
