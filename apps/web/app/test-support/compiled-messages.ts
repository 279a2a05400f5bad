// Tests that render a catalog they imported themselves compile it first, as the builds do.
export { compileMessages } from '../i18n/compile-messages';
