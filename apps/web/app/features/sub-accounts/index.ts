// Sub-account management (issue 16 item 3): /myaccount/profile/sub-account-manage, with the page's
// own transfer form (the embedded transfer panels of widgets §1 come later, as micro-apps).
export {
  nicknameError,
  SubAccountsPage,
  TRANSFER_COINS,
  transferOf,
  type NewRequestId,
  type SubAccountsView,
  type TransferDraft,
} from './sub-accounts-page';
