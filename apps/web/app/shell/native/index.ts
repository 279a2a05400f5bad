export { NativeAppProvider, useNativeApp } from './native-context';
export {
  ANDROID_BRIDGE_NAME,
  callNative,
  IOS_MESSAGE_HANDLER_NAME,
  NATIVE_METHODS,
  type NativeBridgeDeps,
  type NativeLogger,
  type NativeMessage,
} from './native-bridge';
export {
  closeWebview,
  type KycOpening,
  LEGACY_NATIVE_KYC_ROUTE,
  NATIVE_KYC_ROUTE,
  type Navigate,
  type NavigationDeps,
  openKyc,
  openPage,
  type PageOpening,
} from './native-navigation';
export { shareImage, type ShareDeps, type ShareImageInput, type ShareImageResult, type WebShare } from './native-share';
