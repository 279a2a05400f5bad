// A local ESLint rule for the web app's layers (shared/guide/architecture.md, "Who may import
// whom"). It resolves relative imports, so `../../features/x` is caught as surely as an alias.
import { dirname, resolve, sep } from 'node:path';
import microAppZone from './micro-app-zone.js';

const APP = `${sep}apps${sep}web${sep}app${sep}`;

/** Where a file sits: { layer, name } with name the feature or shell folder, or null outside app/. */
function locate(file) {
  const at = file.indexOf(APP);
  if (at === -1) return null;
  const [first, second, third] = file.slice(at + APP.length).split(sep);
  if (first === 'features' || first === 'shell') return { layer: first, name: second, rest: third };
  if (first === 'kit') return { layer: 'kit' };
  if (first === 'routes' || first === 'ui' || first === 'i18n') return { layer: first };
  return { layer: 'app' };
}

const MESSAGES = {
  shellToFeature:
    'shell must not import features or routes: shell is loaded by every page, and this would drag a feature into all of them.',
  featureToFeature: 'a feature never imports another feature: move what both need into shell, ui or domain.',
  featureToRoute: 'features must not import routes: routes compose features, not the other way round.',
  shellInternals:
    'import the shell through its public index (shell/{{name}}/index.ts), so its insides can change without breaking features.',
  uiToApp: 'ui primitives know nothing of the product: they import only third-party packages, never app code.',
  uiToKit:
    'ui must not import kit: kit builds product components on ui primitives, so ui importing kit would make a circle and tie the primitives to the product.',
  kitToApp:
    'kit imports only ui, i18n, domain and contracts: its components hold no state of their own and serve features, shell and micro-apps alike, so reaching into shell, features, frame or routes would drag behaviour and import circles into all of them. Take what needs state or I/O as a prop or from a context the shell provides.',
  routeToRoute:
    'routes must not import other routes: share through a feature, shell or domain so each route stays a thin, separately loaded module.',
};

export default {
  rules: {
    layers: {
      meta: { type: 'problem', messages: MESSAGES, schema: [] },
      create(context) {
        const file = context.filename;
        const from = locate(file);
        if (!from) return {};
        function check(node, source) {
          // Generated route types (./+types/x) are types, not modules that ship.
          if (typeof source !== 'string' || !source.startsWith('.') || source.includes('/+types/')) return;
          const to = locate(resolve(dirname(file), source));
          if (!to) return;
          const report = (messageId, data) => context.report({ node, messageId, data });
          if (from.layer === 'shell' && (to.layer === 'features' || to.layer === 'routes')) report('shellToFeature');
          if (from.layer === 'features') {
            if (to.layer === 'features' && to.name !== from.name) report('featureToFeature');
            if (to.layer === 'routes') report('featureToRoute');
            const viaIndex = to.rest === undefined || /^index(\.server)?(\.tsx?)?$/.test(to.rest);
            if (to.layer === 'shell' && !viaIndex) report('shellInternals', { name: to.name ?? '…' });
          }
          if (from.layer === 'ui' && to.layer !== 'ui') report(to.layer === 'kit' ? 'uiToKit' : 'uiToApp');
          if (from.layer === 'kit' && to.layer !== 'kit' && to.layer !== 'ui' && to.layer !== 'i18n')
            report('kitToApp');
          if (from.layer === 'routes' && to.layer === 'routes') report('routeToRoute');
        }
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
    'micro-app-zone': microAppZone,
  },
};
