export { ErrorFallback } from './error-fallback';
