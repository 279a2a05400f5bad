export * from './native-app';
