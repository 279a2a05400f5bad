// The micro-apps' lint zone (shared/guide/architecture.md: micro-apps "import only
// shell/*/client.ts, kit, ui, i18n messages and their feature's protocol file"). Like layers.js it
// resolves relative imports, so every spelling of a path is caught.
import { dirname, resolve, sep } from 'node:path';

const WEB = `${sep}apps${sep}web${sep}`;

/** Where a file sits under apps/web: { area, parts } (area: app, micro-apps, server ...), or null. */
function locate(file) {
  const at = file.indexOf(WEB);
  if (at === -1) return null;
  const [area, ...parts] = file.slice(at + WEB.length).split(sep);
  return { area, parts };
}

const withoutExtension = (name) => name.replace(/\.(tsx?|jsx?)$/, '');

/** May the micro-app `name` import `parts` (a path under apps/web/app)? */
function allowedInApp(name, parts, isTest) {
  const [first, second, third] = parts;
  // A test may use the app's shared test helpers (fake API, renderWithShell); they never ship.
  if (isTest && first === 'test-support') return true;
  const file = parts.length === 3 ? withoutExtension(third) : undefined;
  // What a shell folder chose to give micro-apps, and nothing else of it.
  if (first === 'shell' && file === 'client') return true;
  // Components without state of their own, and design-system primitives.
  if (first === 'kit' || first === 'ui') return true;
  // The catalogs, and the translation entry (i18n/index.ts or an i18n/client.ts).
  if (first === 'i18n') {
    if (second === 'messages') return true;
    if (parts.length === 2 && ['index', 'client'].includes(withoutExtension(second))) return true;
    return parts.length === 1;
  }
  // Its own feature's protocol: shell/<name>/*-protocol.ts or features/<name>/*-protocol.ts.
  if ((first === 'shell' || first === 'features') && second === name && file?.endsWith('-protocol')) return true;
  return false;
}

const MESSAGES = {
  microAppInternals:
    'a micro-app imports from app/ only shell/*/client.ts, kit, ui, i18n messages and its own protocol file: it is a bundle of its own in a frame, and a small, named surface keeps app internals out of it and free to change. Re-export what it needs from a shell/<folder>/client.ts.',
  microAppOutside:
    'a micro-app is a bundle of its own: it imports nothing of server/, of another micro-app or of a package by path (import @meridian/domain or @meridian/contracts by name).',
  appToMicroApp:
    'the site never imports a micro-app: a micro-app loads in its own frame from its static entry page, so its code must not ship in the site bundles.',
};

export default {
  meta: { type: 'problem', messages: MESSAGES, schema: [] },
  create(context) {
    const file = context.filename;
    const from = locate(file);
    if (!from || (from.area !== 'app' && from.area !== 'micro-apps')) return {};
    const microApp = from.area === 'micro-apps' ? from.parts[0] : null;
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = locate(resolve(dirname(file), source));
      const report = (messageId) => context.report({ node, messageId });
      if (!microApp) {
        if (to?.area === 'micro-apps') report('appToMicroApp');
        return;
      }
      if (to?.area === 'micro-apps' && to.parts[0] === microApp) return;
      if (to?.area === 'app') {
        if (!allowedInApp(microApp, to.parts, /\.test\.tsx?$/.test(file))) report('microAppInternals');
        return;
      }
      report('microAppOutside');
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
