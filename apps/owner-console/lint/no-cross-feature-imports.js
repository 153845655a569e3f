/**
 * Biome lint rule (a JavaScript plugin, enabled in the root biome.json for the console's features):
 * a feature never imports another feature's files. Imports flow shared -> features -> app; what two
 * features need goes to src/api, src/components, src/hooks or src/lib, and the app composes features
 * (render props, route modules). See apps/owner-console/README.md.
 *
 * Biome runs this file in its own JavaScript runtime: no Node APIs, paths are handled as text.
 */
import { ast, defineRule, registerDiagnostic } from '@biomejs/runtime/plugin';

const FEATURES = '/src/features/';

/** The feature an absolute path lies in, or null. */
function featureOf(path) {
  const start = path.indexOf(FEATURES);
  if (start < 0) return null;
  return path.slice(start + FEATURES.length).split('/')[0] || null;
}

/**
 * The absolute path an import names: `#x` is src/x (package.json "imports"), `./` and `../` are
 * relative to the importing file; null for a package.
 */
function targetOf(specifier, filePath) {
  if (specifier.startsWith('#')) {
    return `${filePath.slice(0, filePath.indexOf(FEATURES))}/src/${specifier.slice(1)}`;
  }
  if (!specifier.startsWith('.')) return null;
  const parts = filePath.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

function check(node, specifier, filePath) {
  const target = targetOf(specifier, filePath);
  const from = featureOf(filePath);
  const to = target && featureOf(`${target}/`);
  if (from && to && to !== from) {
    registerDiagnostic(
      node,
      'error',
      `The ${from} feature imports the ${to} feature's ${specifier}: features do not import each other. ` +
        'Move what both need to src/api, src/components, src/hooks or src/lib, or let the app pass it in.',
    );
  }
}

/** The quoted module name of `from '…'` or `import('…')`, or null for a computed `import(name)`. */
const specifierOf = (node) => /(['"])(.*?)\1/.exec(node.text)?.[2] ?? null;

export const noCrossFeatureImports = defineRule({
  query: ast('JS_MODULE_SOURCE', 'JS_IMPORT_CALL_EXPRESSION'),
  run(node, ctx) {
    const specifier = specifierOf(node);
    if (specifier) check(node, specifier, ctx.filePath);
  },
});
