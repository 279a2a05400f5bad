// @vitest-environment happy-dom
import { REQUEST_ERROR_MESSAGE } from '@meridian/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../ui';
import { useRequestErrorToast } from './request-error-toast';

afterEach(cleanup);

function RequestFails() {
  const onRequestError = useRequestErrorToast();
  return (
    <button type="button" onClick={() => onRequestError({ message: REQUEST_ERROR_MESSAGE })}>
      fail
    </button>
  );
}

describe('useRequestErrorToast', () => {
  it('shell §8: shows the Chinese request-error message from a request client report', () => {
    render(
      <ToastProvider closeLabel="Close">
        <RequestFails />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('fail'));
    expect(screen.getByRole('alert').textContent).toContain('请求数据错误，请稍后再试');
  });
});
