export { readCookie, writeBrowserCookie } from './read-cookie';
