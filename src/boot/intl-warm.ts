/**
 * The browser's number and date data, loaded off the page's thread (./intl-warm.worker.ts says
 * why). It is a head start only: where the worker cannot run, the page's first formatter loads them.
 */
export function warmIntl(language: string): void {
  try {
    new Worker(new URL('./intl-warm.worker.ts', import.meta.url)).postMessage(language);
  } catch {
    // The page's first formatter loads them instead.
  }
}
