// Production build: bundles the server and its command-line scripts into dist/ as plain
// JavaScript that `node` runs, so no TypeScript loader (tsx) is needed at run time and a start
// does not spend seconds transpiling. The workspace packages (@tavola/*, TypeScript sources) and the
// plain-JavaScript dependencies the server loads at every start are bundled in: node then reads one
// file instead of some 700 (drizzle-orm alone is over 100 modules), which was about a third of a
// warm start (docs/decisions/026). What stays in node_modules is named below, each
// with its reason.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { build } from 'esbuild';
import YAML from 'yaml';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const EXTERNAL = new Map([
  // files of their own read at run time, found beside their modules
  ['@electric-sql/pglite', 'its WebAssembly module and data files'],
  ['@fastify/swagger-ui', "Swagger UI's static files"],
  ['@expo-google-fonts/noto-sans', 'the PDF fonts (TTF files)'],
  ['@expo-google-fonts/noto-serif', 'the PDF fonts (TTF files)'],
  ['pdfkit', 'its font metrics files; loaded by the first PDF'],
  ['fontkit', 'loaded by the first PDF, with pdfkit'],
  ['country-state-city', 'its JSON data, loaded module by module (lib/places.ts)'],
  ['pino', 'log transports run in worker threads from their own files'],
  // a menu reading's own process (dist/menu-reading.js) loads these: worker scripts,
  // WebAssembly, fonts and language data files found beside their modules
  ['pdfjs-dist', 'its worker, CMaps and standard fonts; and @napi-rs/canvas, its native canvas'],
  ['tesseract.js', 'its worker script and WebAssembly core'],
  ['@tesseract.js-data/eng', 'OCR language data'],
  ['@tesseract.js-data/ita', 'OCR language data'],
  ['@tesseract.js-data/deu', 'OCR language data'],
  ['@tesseract.js-data/fra', 'OCR language data'],
  ['@tesseract.js-data/spa', 'OCR language data'],
  // native code
  ['@node-rs/argon2', 'a native module'],
  ['sharp', 'a native module'],
  // loaded on first use (import()), never at start: bundled, they would be parsed at every start
  ['@aws-sdk/client-s3', 'loaded when S3 storage is configured'],
  ['@sentry/node', 'loaded when SENTRY_DSN is set'],
  ['deepl-node', 'loaded when DEEPL_AUTH_KEY is set'],
  ['exceljs', 'loaded by the first spreadsheet import or export'],
  ['jszip', 'loaded by the first .xlsx import'],
  ['nodemailer', 'loaded when SMTP_URL is set'],
  ['pg', 'loaded when DATABASE_URL is set'],
  ['prom-client', 'loaded when metrics are on'],
  ['qrcode', 'loaded by the first QR sheet'],
  ['stripe', 'loaded when STRIPE_SECRET_KEY is set'],
]);
for (const name of EXTERNAL.keys()) {
  if (!manifest.dependencies?.[name]) throw new Error(`build.mjs: ${name} is not a dependency any more`);
}
const external = [...EXTERNAL.keys()];

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

const { outputFiles } = await build({
  entryPoints: {
    server: 'src/server.ts',
    // a menu reading's own process, forked by the server (modules/menu-readings/jobs/reading-queue.ts)
    'menu-reading': 'src/modules/menu-readings/jobs/reading-process.ts',
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
  write: false,
});

// Each file replaced whole: written beside its place, then renamed over it. A process that starts
// while a build runs (the API tests build dist/ in one file while another restarts servers from it)
// reads the old file or the new one, never half of one (esbuild's own write let a start read a
// cut-off server.js: "ReferenceError: _ is not defined").
// dist/build-id names this build of the server (a hash of its code): what it stores for later
// processes is theirs only when they run the same code (src/lib/build-id.ts)
const serverFile = outputFiles.find((file) => file.path.endsWith(`${path.sep}server.js`));
if (!serverFile) throw new Error('build.mjs: esbuild wrote no server.js');
const buildId = createHash('sha256').update(serverFile.contents).digest('hex').slice(0, 16);
const files = [
  ...outputFiles,
  { path: path.join(path.dirname(serverFile.path), 'build-id'), contents: `${buildId}\n` },
];
for (const file of files) {
  mkdirSync(path.dirname(file.path), { recursive: true });
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}
