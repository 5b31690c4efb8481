import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit and component tests sit beside the code; browser tests live in tests/ (Playwright).
export default defineConfig({
  plugins: [react()],
  define: { 'import.meta.env.VITE_MOCKS': JSON.stringify('off') },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/test/clock-ahead.ts', './src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
  },
});
