import { SCREENSHOT_SCALE, SCREENSHOT_TIMEOUT_MS } from './chart-model';
import { realSchedule, type Schedule } from './data-feed';

/**
 * widgets §8 "Screenshot not ready within 10 s: returns nothing"; widgets §9 "Chart screenshot
 * timeout 10000 ms". A capture that fails also gives nothing.
 */
export function captureWithin<T>(
  capture: () => Promise<T | null>,
  schedule: Schedule = realSchedule,
  timeoutMs = SCREENSHOT_TIMEOUT_MS,
): Promise<T | null> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: T | null) => {
      if (settled) return;
      settled = true;
      cancel();
      resolve(value);
    };
    const cancel = schedule(() => settle(null), timeoutMs);
    capture().then(settle, () => settle(null));
  });
}

/** The part of a window the screenshot uses. */
export interface ScreenshotWindow {
  location: { href: string };
  close(): void;
}

/**
 * widgets §2 "opens a screenshot link in a new window when a screenshot is ready". The window is
 * opened at the click (a popup opened later, after an await, is blocked) and shown the image when
 * it is ready, or closed when there is none. Returns the image address, or null.
 */
export async function openScreenshot({
  openWindow,
  capture,
  toUrl,
  schedule = realSchedule,
}: {
  openWindow: () => ScreenshotWindow | null;
  capture: () => Promise<Blob | null>;
  toUrl: (image: Blob) => string;
  schedule?: Schedule;
}): Promise<string | null> {
  const win = openWindow();
  const image = await captureWithin(capture, schedule);
  if (!image) {
    win?.close();
    return null;
  }
  const url = toUrl(image);
  if (win) win.location.href = url;
  return url;
}

/** The size of the image: widgets §9 "scale 2" of the chart's size in CSS pixels. */
export function screenshotSize(cssWidth: number, cssHeight: number, scale = SCREENSHOT_SCALE) {
  return { width: Math.round(cssWidth * scale), height: Math.round(cssHeight * scale) };
}
