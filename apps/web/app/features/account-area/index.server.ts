// The account area's loader side (issue 16): who may see the /myaccount pages.
export { accountLoginRedirect, requireAccountCookies } from './account-access.server';
