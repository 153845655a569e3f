// Production build: bundles the server and its command-line scripts into dist/ as plain
// JavaScript that `node` runs, so no TypeScript loader (tsx) is needed at run time and a start
// does not spend seconds transpiling. The workspace packages (@tavola/*, TypeScript sources) are
// bundled in; every other dependency stays in node_modules (native modules, PGlite's WASM).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import YAML from 'yaml';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@tavola/'));

// the contract, parsed here once instead of at every start (see loadContract in src/http/contract.ts)
const contract = YAML.parse(readFileSync(new URL('../../openapi/spec.yaml', import.meta.url), 'utf8'));

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
  define: { __BUNDLED_CONTRACT__: JSON.stringify(JSON.stringify(contract)) },
  sourcemap: true,
  logLevel: 'warning',
});
