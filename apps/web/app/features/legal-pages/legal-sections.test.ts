import { LEGAL_DOCUMENT_KINDS } from '@meridian/domain';
import { describe, expect, it } from 'vitest';
import legal from '../../i18n/messages/en/legal.json';
import { LEGAL_SECTIONS } from './legal-sections';

describe('legal document sections', () => {
  it.each(LEGAL_DOCUMENT_KINDS)(
    '%s shows every section of the English catalog, in catalog order (the PDFs use that order)',
    (kind) => {
      const ids = Object.keys(legal[kind].sections);
      expect(LEGAL_SECTIONS[kind].map((s) => s.heading)).toEqual(ids.map((id) => `${kind}.sections.${id}.heading`));
      expect(LEGAL_SECTIONS[kind].map((s) => s.body)).toEqual(ids.map((id) => `${kind}.sections.${id}.body`));
      // "several numbered sections" with the brand in the text.
      expect(ids.length).toBeGreaterThanOrEqual(3);
      expect(legal[kind].intro).toContain('{site}');
    },
  );
});
