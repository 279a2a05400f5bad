// The QR shape is computed on the server (loaders), so no page ships a QR library.
export { qrCodeShape, type QrCodeShape } from './qr-code.server';
