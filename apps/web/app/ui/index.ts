// Design-system primitives: product-agnostic, third-party imports only, styled by ui.css with
// the theme's CSS variables and logical properties (so right to left mirrors by itself).
export { Dialog, type DialogProps } from './dialog';
export { Drawer, type DrawerProps } from './drawer';
export {
  TOAST_DURATION_MS,
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastProviderProps,
  type ToastTimer,
} from './toast';
