export { DeviceIdKeeper } from './device-id-keeper';
