import { useCallback } from 'react';
// The file, not ui's index: micro-apps reach this through shell/toast and must not pull in every primitive's CSS.
import { useToast } from '../../ui/toast';

/**
 * The `onRequestError` of the browser request clients (shell/http): shell §8 "A GET failure on
 * the 20 s client: user-facing message meaning 'request data error, please try later' (shown in
 * Chinese)". The report carries the message, so this only shows it.
 */
export function useRequestErrorToast(): (report: { message: string }) => void {
  const { show } = useToast();
  return useCallback((report: { message: string }) => show(report.message), [show]);
}
