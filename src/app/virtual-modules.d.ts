/** Modules vite.config.ts makes (a development platform: `npm start` on the mocks, else none). */
declare module 'virtual:dev-platform' {
  export const startDevPlatform: import('./dev-app').StartDevPlatform;
}
