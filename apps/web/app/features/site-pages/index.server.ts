// What loaders of this feature's pages run on the server (never shipped to the browser).
export { qrCodeShape, type QrCodeShape } from '../../kit/qr-code/index.server';
