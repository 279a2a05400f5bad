// What a micro-app may use of shell/toast: its own toast region when it is opened on its own.
export { ToastProvider, useRequestErrorToast } from './toast';
