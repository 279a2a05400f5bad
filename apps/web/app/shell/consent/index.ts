// shell §8 "cookie policy with accept necessary / accept all": the visitor's choice, and whether
// analytics and monitoring may run (they read `useConsent().analytics` before sending anything).
export { ConsentProvider, type ConsentState, useConsent } from './consent-context';
