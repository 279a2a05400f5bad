// Replaced by the regional footers (widgets §2) in this issue.
export function SiteFooter() {
  return <footer className="site-footer" />;
}
