import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The browser client. `npm run build` writes it to dist/web, which the server
 * serves at `/` (src/web/web.module.ts). `npx vite web` runs a dev server that
 * forwards the API to a server on localhost:3000.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
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
  },
  server: {
    proxy: { '/graphql': { target: 'http://localhost:3000', ws: true } },
  },
});
