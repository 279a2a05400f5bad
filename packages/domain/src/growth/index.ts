export * from './alpha-banner';
export * from './app-download-banner';
export * from './banners';
export * from './download-experiment';
export * from './growth-tabs';
export * from './new-user-popup';
export * from './vip-popup';
export * from './rewards-hub';
