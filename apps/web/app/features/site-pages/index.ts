export { AboutPage } from './about-page';
export { AppDownloadPage } from './app-download-page';
export { ComplianceTipsPage } from './compliance-tips-page';
export { ContactsPage } from './contacts-page';
export { FeePage } from './fee-page';
export type { QrCodeShape } from '../../kit';
