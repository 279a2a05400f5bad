// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './tooltip';

afterEach(cleanup);

describe('tooltip wrapper (widgets §5 "must receive exactly one child element")', () => {
  it('widgets §8 "Tooltip wrapper gets other than one child element: throws"', () => {
    // React logs the error it rethrows; keep the output readable.
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Tooltip content="Hint">{null}</Tooltip>)).toThrow(/exactly one child element/);
    expect(() => render(<Tooltip content="Hint">plain text</Tooltip>)).toThrow(/exactly one child element/);
    expect(() =>
      render(
        <Tooltip content="Hint">
          <button type="button">A</button>
          <button type="button">B</button>
        </Tooltip>,
      ),
    ).toThrow(/exactly one child element/);
    // Even when it would draw no hint: the rule is about what it is given.
    expect(() =>
      render(
        <Tooltip content="Hint" disabled>
          {'text'}
        </Tooltip>,
      ),
    ).toThrow(/exactly one child element/);
    error.mockRestore();
  });

  it('one element: described by the hint, which Escape hides until the pointer or focus leaves', () => {
    render(
      <Tooltip content="A second password for withdrawals">
        <a href="/x">Fund password</a>
      </Tooltip>,
    );
    const link = screen.getByRole('link', { name: 'Fund password' });
    const tip = screen.getByRole('tooltip', { hidden: true });
    expect(link.getAttribute('aria-describedby')).toBe(tip.id);
    expect(tip.textContent).toBe('A second password for withdrawals');
    const wrapper = link.parentElement;
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(wrapper?.dataset.dismissed).toBe('true');
    fireEvent.blur(link);
    expect(wrapper?.dataset.dismissed).toBe('false');
  });

  it('disabled: the child alone, unchanged', () => {
    render(
      <Tooltip content="Hint" disabled>
        <button type="button">Go</button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Go' }).getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });
});
