export { LegalDocument } from './LegalDocument';
