// Product components without state of their own (architecture "kit/"): they take what they need
// as props or from a context the shell provides, and import only ui, i18n, domain and contracts.

// Number display (shell §5): a React component over the rules in @meridian/domain. The amount
// input is imported by its path (kit/amount/amount-input): it and its stylesheet import would
// otherwise reach every page that imports the kit, where only the order forms use it.
export { NumberDisplay, type NumberDisplayProps } from './amount/number-display';
// Coin icons (shell §9); the shell loads the whitelist and provides it through the context.
export { CoinIcon, CoinIconWhitelistContext } from './coin-icon/coin-icon';
export { coinIconUrl, type CoinIconUrlOptions } from './coin-icon/coin-icon-url';
// shell §9 "Image helper": our images resized by the API (decision 0054).
export { resizedImageUrl } from './image/resized-image-url';
// The two-factor code field of every form that asks for one.
export { OneTimeCodeInput, type OneTimeCodeInputProps } from './one-time-code/one-time-code-input';
// The frame's top bars: a message, its actions and a close button.
export { NoticeBar, type NoticeBarProps } from './notice-bar/notice-bar';
// A QR code drawn from the shape a loader computed (kit/qr-code/index.server.ts).
export { QrCodeArea } from './qr-code/qr-code-area';
export type { QrCodeShape } from './qr-code/qr-code.server';
