export * from './share';
