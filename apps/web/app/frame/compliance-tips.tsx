import { lazy, Suspense } from 'react';

// Loaded only by a page that shows it: the site pages' chunk is not part of every page's first load.
const ComplianceTipsPage = lazy(() =>
  import('../features/site-pages').then((pages) => ({ default: pages.ComplianceTipsPage })),
);

/**
 * shell §4 "A restricted feature code with is_show_compliance_tips shows the tips": the compliance
 * tips in place of a gated page. Rendered on the server within the same response (streamed), and
 * hydrated once its chunk has loaded.
 */
export function GatedComplianceTips() {
  return (
    <Suspense fallback={<main className="page" id="main" />}>
      <ComplianceTipsPage />
    </Suspense>
  );
}
