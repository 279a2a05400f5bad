export { loadSession, type SessionRequest } from './load-session.server';
