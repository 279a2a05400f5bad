import { type RouteConfig, index, route } from '@react-router/dev/routes';

// shell §2 "Language prefixes": every page lives under an optional language prefix
// (English has none); the locale layout answers 404 for a prefix that is not a language.
export default [
  route(':lang?', 'routes/locale-layout.tsx', [index('routes/home.tsx')]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
