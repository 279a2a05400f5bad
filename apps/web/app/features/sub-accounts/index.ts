// Sub-account management (issue 16 item 3): /myaccount/profile/sub-account-manage. The transfers
// are the master-transfer panel's (features/transfer-panels, issue 16 item 8), placed by the route.
export { nicknameError, SubAccountsPage, type SubAccountsView } from './sub-accounts-page';
