import { complianceGate, unprefixedPath } from '@meridian/domain';
import { useEffect } from 'react';
import { data, Outlet, useLocation } from 'react-router';
import { GatedComplianceTips, PageFrame } from '../frame';
import { useRootData } from '../root';
import type { Route } from './+types/locale-layout';

// shell §2: "/{lang}/..." is a page only when {lang} is the locale prefix the server resolved
// for this host (an ordinary first segment such as "fee" is never a locale). The US host's /login
// and /signup carry no prefix at all (shell §2), so the check is against the URL's own prefix.
export function loader({ params, context }: Route.LoaderArgs) {
  if ((params.lang ?? '') !== context.urlPrefix) throw data('Not found', { status: 404 });
  return null;
}

/**
 * shell §4 Compliance gating. The root loader gates the page the browser asked for (a redirect, or
 * the tips in its place, before anything renders). A later navigation inside the app does not run
 * the root loader again, so the same rule is applied here to the new path: a gated one is loaded
 * as a document, and the server answers it as above. Nothing of a gated page is ever rendered.
 */
function useGate() {
  const root = useRootData();
  const location = useLocation();
  if (!root) return { kind: 'open' } as const;
  const path = unprefixedPath(root.locale, location.pathname);
  if (path === root.path) return root.gate;
  return complianceGate(path, root.compliance).kind === 'open'
    ? ({ kind: 'open' } as const)
    : ({ kind: 'reload' } as const);
}

export default function LocaleLayout() {
  const gate = useGate();
  const location = useLocation();
  useEffect(() => {
    if (gate.kind === 'reload') window.location.assign(`${location.pathname}${location.search}${location.hash}`);
  }, [gate.kind, location]);
  return (
    <PageFrame>
      {gate.kind === 'tips' ? (
        <GatedComplianceTips />
      ) : gate.kind === 'reload' ? (
        <main className="page" id="main" />
      ) : (
        <Outlet />
      )}
    </PageFrame>
  );
}
