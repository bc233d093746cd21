import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/** The file naming every JS and CSS file of the build, for the service worker to keep (web/public/sw.js). */
export const SHELL_ASSETS_FILE = 'shell-assets.json';

/**
 * Writes SHELL_ASSETS_FILE: index.html names only the entry and its static imports, but the lazily loaded
 * screens and the Dutch and Korean dictionaries are chunks of their own, and the table must open offline
 * whichever of them it needs. The service worker reads this list when it installs and on each navigation.
 */
function shellAssets(): Plugin {
  return {
    name: 'claim-shell-assets',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => name.startsWith('assets/') && /\.(js|css)$/.test(name))
        .sort()
        .map((name) => `/${name}`);
      this.emitFile({ type: 'asset', fileName: SHELL_ASSETS_FILE, source: JSON.stringify(files) });
    },
  };
}

/**
 * The browser client. `npm run build` writes it to dist/web, which the server
 * serves at `/` (src/web/web.module.ts). `npx vite web` runs a dev server that
 * forwards the API to a server on localhost:3000.
 */
export default defineConfig(({ command, mode }) => {
  // A production build ships React's production code even when the calling process has another NODE_ENV
  // (Jest sets "test": the browser suites' builds, and so the benchmark's, used to carry React's
  // development build, ~60 KB gzipped more and slower). Vite reads NODE_ENV after this file, for the JSX
  // transform and for React's own `process.env.NODE_ENV` checks alike.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    root: import.meta.dirname,
    base: '/',
    plugins: [shellAssets()],
    // The engine's browser-safe entry (no node:crypto): the client shares the engine's card and rule code.
    resolve: {
      alias: {
        '@claim/engine': fileURLToPath(new URL('../src/engine/shared.ts', import.meta.url)),
        // The story's entry types, words and renderer (not its computation, which needs the whole engine).
        '@claim/story': fileURLToPath(new URL('../src/story/browser.ts', import.meta.url)),
      },
    },
    // TSX is compiled by Vite's own transformer with React's automatic runtime
    // (tsconfig "jsx": "react-jsx"); no React plugin is needed for a build.
    build: {
      outDir: '../dist/web',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      reportCompressedSize: false,
      // The build's module graph, read by the bundle-size test (test/web/bundle-size.spec.ts): what loads first.
      manifest: true,
    },
    server: {
      proxy: { '/graphql': { target: 'http://localhost:3000', ws: true } },
    },
  };
});
