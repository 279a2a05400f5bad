// The marketing pop-ups (issue 15, widgets §2, §4): the new-user reward pop-up for visitors and the
// VIP pop-up for logged-in accounts, asked of the modal registry by an always-mounted keeper (the
// frame mounts it after the notices); their bodies load lazily (frame/modal-table.ts).
export { MarketingPopups } from './marketing-popups';
