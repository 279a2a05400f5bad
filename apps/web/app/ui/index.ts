// Design-system primitives: product-agnostic, third-party imports only, styled by ui.css with
// the theme's CSS variables and logical properties (so right to left mirrors by itself).
// Dialog and Drawer (Radix, about 14 kB gzip) are imported from './ui/dialog' and './ui/drawer'
// by the lazily loaded modals alone: re-exported here, they would ride in every page's first
// load with the toast the root uses (decision 0030).
export {
  TOAST_DURATION_MS,
  ToastProvider,
  useToast,
  type ToastApi,
  type ToastProviderProps,
  type ToastTimer,
} from './toast';
