export * from './choose-modal';
