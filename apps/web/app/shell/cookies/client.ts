// What the micro-apps may use of the cookie helpers (their own bundles: a small, named surface).
export { readCookie } from './read-cookie';
