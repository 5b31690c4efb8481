import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit and component tests sit beside the code; browser tests live in tests/ (Playwright).
// Two projects: the site's tests in jsdom, and the mock platform's and the scripts' in plain Node
// (no DOM to set up for each file: they call the platform through the site's transport only).
export default defineConfig({
  plugins: [react()],
  define: { 'import.meta.env.VITE_MOCKS': JSON.stringify('off') },
  test: {
    restoreMocks: true,
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          environment: 'jsdom',
          // One jsdom and one module graph for the files of a worker thread, not one for each
          // file (410 to 100 s here); src/test/setup.ts gives each file a fresh start.
          pool: 'threads',
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'mocks/devtools/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/clock-ahead.ts', './src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'platform',
          environment: 'node',
          // Its files share one module graph (the catalogue, the seed and msw/node are loaded
          // once, not for each file: 179 to 117 s here); src/test/setup-node.ts gives each file a
          // platform of its own.
          isolate: false,
          include: ['mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['mocks/devtools/**'],
          setupFiles: ['./src/test/clock-ahead.ts', './src/test/setup-node.ts'],
        },
      },
    ],
  },
});
