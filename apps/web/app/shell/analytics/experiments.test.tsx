// @vitest-environment happy-dom
import { DEVICE_ID_COOKIE, experimentVariant } from '@meridian/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrackProvider } from './analytics-provider';
import { useExperiment, useSegmentTiming } from './experiments';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.cookie = `${DEVICE_ID_COOKIE}=; Max-Age=0; Path=/`;
});

function Gift() {
  return <p data-testid="variant">{useExperiment('downloadGift')}</p>;
}

function Segment() {
  useSegmentTiming('markets_table');
  return null;
}

describe('experiment variables and segment timing (issue 14 item 5)', () => {
  it("the device's sticky variant, and one exposure event a page", () => {
    const device = `6a1b2c3d${'7'.repeat(32)}`;
    document.cookie = `${DEVICE_ID_COOKIE}=${device}; Path=/`;
    const track = vi.fn();
    render(
      <TrackProvider track={track}>
        <Gift />
        <Gift />
      </TrackProvider>,
    );
    const expected = experimentVariant('downloadGift', device);
    expect(screen.getAllByTestId('variant').map((p) => p.textContent)).toEqual([expected, expected]);
    expect(track.mock.calls).toEqual([['experiment_exposure', { experiment: 'downloadGift', variant: expected }]]);
  });

  it('shell §9 "Segment timing | sent 300 ms after start"; not when the segment is gone first', () => {
    vi.useFakeTimers();
    const track = vi.fn();
    const { unmount } = render(
      <TrackProvider track={track}>
        <Segment />
      </TrackProvider>,
    );
    act(() => void vi.advanceTimersByTime(299));
    expect(track).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(track).toHaveBeenCalledWith('segment_timing', { segment: 'markets_table', started_ms: expect.any(Number) });
    unmount();
    const early = vi.fn();
    const second = render(
      <TrackProvider track={early}>
        <Segment />
      </TrackProvider>,
    );
    second.unmount();
    act(() => void vi.advanceTimersByTime(1000));
    expect(early).not.toHaveBeenCalled();
  });
});
