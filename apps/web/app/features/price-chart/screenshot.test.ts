import { describe, expect, it } from 'vitest';
import { captureWithin, openScreenshot, screenshotSize } from './screenshot';
import { manualSchedule } from './test-helpers';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const flush = () => new Promise<void>((r) => setTimeout(r, 0));

describe('chart screenshot', () => {
  it('widgets §8 "Screenshot not ready within 10 s: returns nothing"', async () => {
    const clock = manualSchedule();
    const never = deferred<string | null>();
    let result: string | null | undefined;
    void captureWithin(() => never.promise, clock.schedule).then((r) => (result = r));
    clock.advance(9_999);
    await flush();
    expect(result).toBeUndefined();
    clock.advance(1);
    await flush();
    expect(result).toBeNull();
    never.resolve('late');
    await flush();
    expect(result).toBeNull();
  });

  it('gives the image when it is ready in time, and nothing when the capture fails', async () => {
    const clock = manualSchedule();
    await expect(captureWithin(() => Promise.resolve('image'), clock.schedule)).resolves.toBe('image');
    expect(clock.waiting()).toBe(0);
    await expect(captureWithin(() => Promise.reject(new Error('tainted')), clock.schedule)).resolves.toBeNull();
  });

  it('widgets §2 "opens a screenshot link in a new window when a screenshot is ready"', async () => {
    const clock = manualSchedule();
    const win = { location: { href: 'about:blank' }, closed: false, close: () => (win.closed = true) };
    const image = new Blob(['png']);
    const url = await openScreenshot({
      openWindow: () => win,
      capture: () => Promise.resolve(image),
      toUrl: (blob) => (blob === image ? 'blob:shot' : 'wrong'),
      schedule: clock.schedule,
    });
    expect(url).toBe('blob:shot');
    expect(win.location.href).toBe('blob:shot');
    expect(win.closed).toBe(false);
  });

  it('closes the window it opened when no screenshot comes within 10 s', async () => {
    const clock = manualSchedule();
    const win = { location: { href: 'about:blank' }, closed: false, close: () => (win.closed = true) };
    const pending = openScreenshot({
      openWindow: () => win,
      capture: () => new Promise<Blob | null>(() => undefined),
      toUrl: () => 'blob:never',
      schedule: clock.schedule,
    });
    clock.advance(10_000);
    await expect(pending).resolves.toBeNull();
    expect(win.closed).toBe(true);
    expect(win.location.href).toBe('about:blank');
  });

  it('widgets §9 "Chart screenshot ... scale 2"', () => {
    expect(screenshotSize(640, 400)).toEqual({ width: 1280, height: 800 });
  });
});
