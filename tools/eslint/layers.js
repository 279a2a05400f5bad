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
  if (first === 'frame') return { layer: first, rest: second };
  if (first === 'routes' || first === 'ui' || first === 'i18n') return { layer: first };
  return { layer: 'app' };
}

/** A folder's public face: its index (browser or server). */
const isIndex = (rest) => rest === undefined || /^index(\.server)?(\.tsx?)?$/.test(rest);

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
  toFrame:
    'only routes and root import frame/: the frame composes features and shell, so a feature or the shell importing it would make a circle.',
  frameInternals:
    'the frame imports {{layer}}/{{name}} through its public index; only frame/modal-table.ts may lazily import() a modal body inside it.',
  frameToRoute: 'frame must not import routes: routes compose the frame, not the other way round.',
  featureInternals:
    'import a feature through its public index (features/{{name}}/index.ts, or index.server.ts for loaders), so its insides can change without breaking the routes that compose it.',
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
        // A component test composes what a page composes (the frame's modal host among it).
        const isTest = /\.test\.tsx?$/.test(file);
        const isModalTable = from.layer === 'frame' && /^modal-table\.tsx?$/.test(from.rest ?? '');
        function check(node, source, lazy = false) {
          // Generated route types (./+types/x) are types, not modules that ship.
          if (typeof source !== 'string' || !source.startsWith('.') || source.includes('/+types/')) return;
          const to = locate(resolve(dirname(file), source));
          if (!to) return;
          const report = (messageId, data) => context.report({ node, messageId, data });
          if (from.layer === 'shell' && (to.layer === 'features' || to.layer === 'routes')) report('shellToFeature');
          if (from.layer === 'features') {
            if (to.layer === 'features' && to.name !== from.name) report('featureToFeature');
            if (to.layer === 'routes') report('featureToRoute');
            if (to.layer === 'shell' && !isIndex(to.rest)) report('shellInternals', { name: to.name ?? '…' });
          }
          if ((from.layer === 'shell' || from.layer === 'features') && to.layer === 'frame' && !isTest)
            report('toFrame');
          if (from.layer === 'frame') {
            const inside = (to.layer === 'features' || to.layer === 'shell') && !isIndex(to.rest);
            if (inside && !(lazy && isModalTable)) report('frameInternals', { layer: to.layer, name: to.name ?? '…' });
            if (to.layer === 'routes') report('frameToRoute');
          }
          if (from.layer === 'ui' && to.layer !== 'ui') report(to.layer === 'kit' ? 'uiToKit' : 'uiToApp');
          if (from.layer === 'kit' && to.layer !== 'kit' && to.layer !== 'ui' && to.layer !== 'i18n')
            report('kitToApp');
          if (from.layer === 'routes' && to.layer === 'routes') report('routeToRoute');
          if (
            (from.layer === 'routes' || from.layer === 'app') &&
            to.layer === 'features' &&
            !isIndex(to.rest) &&
            !isTest
          )
            report('featureInternals', { name: to.name ?? '…' });
        }
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, true),
        };
      },
    },
    'micro-app-zone': microAppZone,
  },
};
