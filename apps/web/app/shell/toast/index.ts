// The shell's use of the ui toast: request failures shown as messages (shell §8).
export { useRequestErrorToast } from './request-error-toast';
