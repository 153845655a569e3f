// Production build: bundles the server and its command-line scripts into dist/ as plain
// JavaScript that `node` runs, so no TypeScript loader (tsx) is needed at run time and a start
// does not spend seconds transpiling. The workspace packages (@tavola/*, TypeScript sources) are
// bundled in; every other dependency stays in node_modules (native modules, PGlite's WASM).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { build } from 'esbuild';
import YAML from 'yaml';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Bundled rather than external: the glue, so that its contract validator can be swapped (below).
const BUNDLED = new Set(['fastify-openapi-glue']);
const external = Object.keys(manifest.dependencies ?? {}).filter(
  (name) => !name.startsWith('@tavola/') && !BUNDLED.has(name),
);

// the contract, parsed here once instead of at every start (see loadContract in src/http/contract.ts)
const contract = YAML.parse(readFileSync(new URL('../../openapi/spec.yaml', import.meta.url), 'utf8'));

// The contract is checked against the OpenAPI meta-schema here, once, instead of at every start
// (build/contract-validated-at-build.js says why and what the started server still checks).
const validation = await new Validator().validate(structuredClone(contract));
if (!validation.valid) {
  console.error(
    'openapi/spec.yaml is not a valid OpenAPI document:',
    JSON.stringify(validation.errors, null, 2),
  );
  process.exit(1);
}
const validatedAtBuild = fileURLToPath(new URL('./build/contract-validated-at-build.js', import.meta.url));
/** The glue's import of the validator gets the build-validated stand-in; the stand-in gets the real one. */
const contractValidatedAtBuild = {
  name: 'contract-validated-at-build',
  setup(context) {
    context.onResolve({ filter: /^@seriousme\/openapi-schema-validator$/ }, (args) =>
      args.importer === validatedAtBuild ? undefined : { path: validatedAtBuild },
    );
  },
};

await build({
  entryPoints: {
    server: 'src/server.ts',
    'scripts/demo-totp': 'src/scripts/demo-totp.ts',
    // `node dist/scripts/admin-flag.js grant <phone>` where only the build is deployed (the image)
    'scripts/admin-flag': 'src/scripts/admin-flag.ts',
    // `node dist/scripts/db-backup.js <file>` / `db-restore.js <file>`: `pnpm db:backup` / `db:restore` there
    'scripts/db-backup': 'src/scripts/db-backup.ts',
    'scripts/db-restore': 'src/scripts/db-restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  // bundled CommonJS dependencies of the workspace packages may still call require()
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  external: [...external, ...external.map((name) => `${name}/*`)],
  plugins: [contractValidatedAtBuild],
  define: { __BUNDLED_CONTRACT__: JSON.stringify(JSON.stringify(contract)) },
  sourcemap: true,
  logLevel: 'warning',
});
