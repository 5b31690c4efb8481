/**
 * Locale parts: the texts of a lazy area (the money screens, ...) live in `locales/<part>/<lang>.json`
 * instead of the language's main file, so the first page does not download them. A screen calls
 * `useLocalePart(part)` (it suspends until the part is there, in the current language); the part
 * then follows every later language change.
 */
import { use } from 'react';
import { language } from '../state/language';
import { beforeLanguageChange, i18n } from './index';
import { languageInfo } from './languages';

type Messages = Record<string, unknown>;

const loaders = import.meta.glob<Messages>('../../locales/*/*.json', { import: 'default' });
const loaded = new Map<string, Promise<void>>();
/** The parts whose texts are in i18next, by `part/file`: a screen using one renders at once. */
const ready = new Set<string>();
const inUse = new Set<string>();

/** Loads a part's texts for a language into i18next's one namespace (once; a failure may be retried). */
export function loadLocalePart(part: string, code: string = language.code): Promise<void> {
  const info = languageInfo(code);
  const load = info && loaders[`../../locales/${part}/${info.file}.json`];
  if (!info || !load) return Promise.reject(new Error(`no locale part ${part} for ${code}`));
  inUse.add(part);
  const key = `${part}/${info.file}`;
  let done = loaded.get(key);
  if (!done) {
    done = load().then((messages) => {
      i18n.addResourceBundle(info.html, 'translation', messages, true, false);
      ready.add(key);
    });
    done.catch(() => loaded.delete(key));
    loaded.set(key, done);
  }
  return done;
}

// A fresh start of i18next (the tests start it anew) drops every bundle added so far.
i18n.on('initialized', () => {
  loaded.clear();
  ready.clear();
});

beforeLanguageChange.add((code) => Promise.all([...inUse].map((part) => loadLocalePart(part, code))).then(() => undefined));

/** Already settled, as React reads a thenable it has seen before (no suspending). */
const SETTLED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
/** The loading of several parts together, one thenable per group and language while it loads. */
const groupsLoading = new Map<string, Promise<void>>();

i18n.on('initialized', () => groupsLoading.clear());

function loadGroup(parts: readonly string[], code: string): Promise<void> {
  const key = `${parts.join('+')}/${code}`;
  let promise = groupsLoading.get(key);
  if (!promise) {
    promise = Promise.all(parts.map((part) => loadLocalePart(part, code))).then(() => undefined);
    promise.finally(() => groupsLoading.delete(key)).catch(() => undefined);
    groupsLoading.set(key, promise);
  }
  return promise;
}

/** Loads several parts' texts in the current language together (a route's or a panel's preload). */
export const loadLocaleParts = (...parts: string[]): Promise<void> => loadGroup(parts, language.code);

/**
 * Suspends until every one of `parts` is loaded in the current language, through one `use()`
 * of them all: two calls, the first skipped once its part is ready, would hand React a different
 * promise at the same place when it replays the suspended render. Once they are there it returns
 * at once; each part then follows every change of language (`loadLocalePart` keeps it in use).
 */
export function useLocaleParts(...parts: string[]): void {
  const code = language.code;
  const file = languageInfo(code)?.file;
  use(file && parts.every((part) => ready.has(`${part}/${file}`)) ? SETTLED : loadGroup(parts, code));
}

/** Suspends until `part` is loaded in the current language (not at all once it is). */
export const useLocalePart = (part: string): void => useLocaleParts(part);
