/** shell §8: the fallback after a render error; Refresh reloads the page. */
export function ErrorFallback({ title, refresh }: { title: string; refresh: string }) {
  return (
    <main className="page page--centered" role="alert">
      <h1>{title}</h1>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {refresh}
      </button>
    </main>
  );
}
