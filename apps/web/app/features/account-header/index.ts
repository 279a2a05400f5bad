export { AccountHeader } from './account-header';
