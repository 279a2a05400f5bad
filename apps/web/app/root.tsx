import { isRightToLeft, languageFromPathname } from '@meridian/domain';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { loadSiteSettings } from './shell/site/index.server';
import { useNonce } from './shell/security';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesheet },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageFromPathname(url.pathname);
  const settings = await loadSiteSettings(context.api, url.host);
  return { language, dir: isRightToLeft(language.lang) ? ('rtl' as const) : ('ltr' as const), settings };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  return (
    <html lang={data?.language.lang ?? 'en'} dir={data?.dir ?? 'ltr'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** shell §8 "Render error: fallback text 'Something went wrong' with a Refresh button". */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main className="page page--centered">
        <h1>Page not found</h1>
        <p>
          <a href="/">Return home</a>
        </p>
      </main>
    );
  }
  return (
    <main className="page page--centered" role="alert">
      <h1>Something went wrong</h1>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Refresh
      </button>
    </main>
  );
}
