export { DeviceIdKeeper } from './device-id-keeper';
export { type DeviceIdDeps, ensureDeviceId, keepDeviceIdFresh } from './device-id-runner';
