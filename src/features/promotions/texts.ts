/**
 * The promotion screens' texts: their own locale part and the reward centre's (activity statuses,
 * the apply form, the raffle, the reward centre's error codes), loaded together. The page suspends until both are there in the current
 * language, always through one `use()` call, so a render that follows a suspended one asks the
 * same way (two calls of `useLocalePart`, each skipped once ready, trip React's rule on
 * conditional `use`).
 */
import { use } from 'react';
import { beforeLanguageChange, i18n } from '../../i18n';
import { loadLocalePart } from '../../i18n/parts';
import { language } from '../../state/language';

const PARTS = ['promotions', 'rewards'] as const;

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

export function usePromotionTexts(): void {
  const code = language.code;
  use(ready.has(code) ? READY : load(code));
}
