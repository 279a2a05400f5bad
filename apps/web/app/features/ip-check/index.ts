// The IP/VPN check (widgets §4, issue 13 item 9): mounted by the frame on every page; its dialog
// bodies load lazily through the frame's modal table (ip-check-dialogs.tsx).
export { IpCheck } from './ip-check';
