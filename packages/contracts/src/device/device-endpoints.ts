import { defineEndpoint } from '../endpoint';

const deviceSchemas = () => import('./device-id');

/**
 * shell §7 "The device-fingerprint library is loaded from the static path and calls /dfdid/udid/c1
 * on the origin": issues the device id bound to the visitor id, and records the device.
 */
export const postDeviceId = defineEndpoint({
  method: 'POST',
  path: '/dfdid/udid/c1',
  schemas: deviceSchemas,
  body: 'deviceIdRequest',
  answer: 'deviceIdAnswer',
});
