// What a micro-app may use of shell/toast: the request-error wiring (the toast region itself is ui/toast).
export { useRequestErrorToast } from './request-error-toast';
