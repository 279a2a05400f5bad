// The deposit page's loader side (issue 16 item 5): its redirects and the data read with the page.
export { depositRedirect, loadDepositView } from './deposit-view.server';
