// Two-factor authentication's panel (issue 16): the account menu's Security dialog and the
// /myaccount/totp page show the same one. In the shell, not in a feature, so the header's chunk
// (every page) does not carry it: its code arrives with the dialog or the page that shows it.
export { TwoFactorPagePanel, TwoFactorPanel, type TwoFactorPanelProps } from './two-factor-panel';
