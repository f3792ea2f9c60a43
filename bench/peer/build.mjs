// Builds the two peer pages with Vite into dist/, one build per page so
// that each page loads only its own files (a multi-page build would split
// chessground into a chunk shared by both): dist/index.html, one board;
// dist/boards.html, twenty boards. Run by `make bench-app`.
import { build } from 'vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
let first = true;
for (const page of ['index.html', 'boards.html']) {
  await build({
    root,
    base: './',
    logLevel: 'warn',
    configFile: false,
    build: {
      outDir: 'dist',
      emptyOutDir: first,
      rollupOptions: { input: `${root}${page}` },
    },
  });
  first = false;
}
