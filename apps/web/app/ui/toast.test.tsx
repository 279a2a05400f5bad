// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ToastProvider, useToast, type ToastTimer } from './toast';

afterEach(cleanup);

/** Timers the test fires by hand. */
function manualTimers() {
  const pending = new Set<() => void>();
  const timer: ToastTimer = (callback) => {
    pending.add(callback);
    return () => pending.delete(callback);
  };
  return {
    timer,
    count: () => pending.size,
    fireAll: () =>
      act(() => {
        const due = [...pending];
        pending.clear();
        for (const run of due) run();
      }),
  };
}

function ShowButton({ message }: { message: string }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(message)}>
      show {message}
    </button>
  );
}

describe('ToastProvider', () => {
  it('has an empty alert region from the first render, so the first message is announced', () => {
    const html = renderToStaticMarkup(
      <ToastProvider closeLabel="Close">
        <p>page</p>
      </ToastProvider>,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-live="assertive"');
  });

  it('does not stack the same message; different messages stack', () => {
    const timers = manualTimers();
    render(
      <ToastProvider closeLabel="Close" timer={timers.timer}>
        <ShowButton message="a" />
        <ShowButton message="b" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('show a'));
    fireEvent.click(screen.getByText('show a'));
    fireEvent.click(screen.getByText('show b'));
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(timers.count()).toBe(2);
  });

  it('closes with its labelled button, and by itself after its time', () => {
    const timers = manualTimers();
    render(
      <ToastProvider closeLabel="Close" timer={timers.timer}>
        <ShowButton message="a" />
        <ShowButton message="b" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('show a'));
    fireEvent.click(screen.getByText('show b'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.getByRole('alert').textContent).toBe('b');
    timers.fireAll();
    expect(screen.getByRole('alert').textContent).toBe('');
    // Once gone, the same message may show again.
    fireEvent.click(screen.getByText('show a'));
    expect(screen.getByRole('alert').textContent).toBe('a');
  });

  it('outside a provider a message is dropped, not a crash', () => {
    render(<ShowButton message="a" />);
    expect(() => fireEvent.click(screen.getByText('show a'))).not.toThrow();
  });
});
