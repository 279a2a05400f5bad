// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NumberDisplay } from './number-display';

afterEach(cleanup);

/** The text assistive technology gets: everything outside aria-hidden subtrees. */
function accessibleText(element: Element): string {
  const clone = element.cloneNode(true);
  if (!(clone instanceof Element)) return '';
  for (const hidden of clone.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return clone.textContent ?? '';
}

describe('NumberDisplay: shell §5 "Number display shortens runs of 7 or more zeros after the decimal point into a count form"', () => {
  it('shows one zero and the count as a small subscript, and reads out the full number', () => {
    const { container } = render(<NumberDisplay value="0.00000000012" />);
    const root = container.firstElementChild;
    if (!root) throw new Error('nothing rendered');
    const visible = root.querySelector('[aria-hidden="true"]');
    expect(visible?.innerHTML).toBe('0.0<sub class="number-display__count">9</sub>12');
    expect(accessibleText(root)).toBe('0.00000000012');
    expect(root.getAttribute('title')).toBe('0.00000000012');
    expect(root.getAttribute('dir')).toBe('ltr');
  });

  it('writes shorter runs out as plain text', () => {
    const { container } = render(<NumberDisplay value="0.000001" className="price" />);
    expect(container.innerHTML).toBe('<span class="number-display price" dir="ltr">0.000001</span>');
  });

  it('shell §5 "a precision may be applied first" (cut, not rounded), numbers included', () => {
    const { container } = render(
      <>
        <NumberDisplay value={1.5e-10} precision={10} />
        <NumberDisplay value="1.999" precision={2} />
      </>,
    );
    const [tiny, cut] = container.children;
    expect(tiny && accessibleText(tiny)).toBe('0.0000000001');
    expect(tiny?.querySelector('sub')?.textContent).toBe('9');
    expect(cut?.textContent).toBe('1.99');
  });
});
