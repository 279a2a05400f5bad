export { nativeAppFromRequest } from './native-app.server';
