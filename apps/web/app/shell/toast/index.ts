export {
  TOAST_DURATION_MS,
  ToastProvider,
  useRequestErrorToast,
  useToast,
  type ToastApi,
  type ToastProviderProps,
  type ToastTimer,
} from './toast';
