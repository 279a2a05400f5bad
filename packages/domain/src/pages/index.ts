export * from './about-offerings';
export * from './app-download';
export * from './coming-pages';
export * from './fee-schedule';
export * from './legal-documents';
export * from './not-found-links';
export * from './site-page-routing';
