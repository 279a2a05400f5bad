export * from './account-menu';
export * from './account-pages';
export * from './deposit-ways';
export * from './login-return';
