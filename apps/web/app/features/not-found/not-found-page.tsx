// Replaced by the full 404 page (widgets §2) in this issue.
export function NotFoundPage() {
  return (
    <main className="page page--centered">
      <h1>404</h1>
    </main>
  );
}
