export { LegalDocumentPage } from './legal-document-page';
