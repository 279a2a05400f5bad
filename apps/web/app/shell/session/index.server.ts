export { asksForUserInfo, loadSession, type SessionRequest } from './load-session.server';
