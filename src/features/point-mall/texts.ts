/**
 * The points mall's texts: its own locale part and the records' (the period picker, the game
 * types' names), loaded together. The page suspends until both are there in the current
 * language, always through one `use()` call, so a render that follows a suspended one asks the
 * same way (two calls of `useLocalePart`, each skipped once ready, trip React's rule on
 * conditional `use`).
 */
import { use } from 'react';
import { beforeLanguageChange, i18n } from '../../i18n';
import { loadLocalePart } from '../../i18n/parts';
import { language } from '../../state/language';

const PARTS = ['pointMall', 'records'] as const;

/** Already settled, as React reads a thenable it has seen before (no suspending). */
const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
const ready = new Set<string>();
const loading = new Map<string, Promise<void>>();

i18n.on('initialized', () => {
  ready.clear();
  loading.clear();
});

function load(code: string): Promise<void> {
  let promise = loading.get(code);
  if (!promise) {
    promise = Promise.all(PARTS.map((part) => loadLocalePart(part, code))).then(() => {
      ready.add(code);
    });
    promise.catch(() => loading.delete(code));
    loading.set(code, promise);
  }
  return promise;
}

// A change of language waits for these texts in the new language, so the page does not suspend after it.
beforeLanguageChange.add((code) => load(code));

export function usePointMallTexts(): void {
  const code = language.code;
  use(ready.has(code) ? READY : load(code));
}
