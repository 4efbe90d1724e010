// Production build: bundles src/index.ts into dist/index.js, inlining the workspace packages and leaving npm dependencies to node_modules.
import { writeFile } from 'node:fs/promises';
import { build, type Plugin } from 'esbuild';

const serverRoot = new URL('../', import.meta.url);

/**
 * Workspace packages (@campus-hostel/*) export TypeScript sources, which plain Node cannot load, so
 * they are compiled into the bundle; every other package stays an import resolved from node_modules
 * at run time, so the output is one small file and the dependencies install as usual.
 */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(pluginBuild) {
    // esbuild's filters are Go regular expressions (no look-ahead), so workspace packages are
    // passed over in the callback: returning undefined leaves them to the bundler.
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@campus-hostel/') ? undefined : { path: args.path, external: true },
    );
  },
};

const result = await build({
  absWorkingDir: new URL('.', serverRoot).pathname,
  entryPoints: ['src/index.ts'],
  outfile: 'dist/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [npmPackagesExternal],
});

// What the bundle imports at run time; production-start.test.ts checks it against package.json's dependencies.
await writeFile(new URL('dist/meta.json', serverRoot), JSON.stringify(result.metafile, null, 2));
