/**
 * Chunks loaded on demand, and what a member is about to open loaded before they open it (issue
 * 29). A chunk that fails or takes longer than the request time-out rejects with a
 * ChunkLoadError, which the error views show as a translated message with a retry; a retry
 * imports the chunk again. A loaded chunk's promise is marked as React's `use` reads it
 * (`status`, `value`), so a component whose chunk is already here renders at once instead of
 * suspending for a tick and showing its fallback.
 */
import { type ComponentType, type FunctionComponent, use } from 'react';
import { config } from '../config';

export class ChunkLoadError extends Error {
  readonly area: string;
  constructor(area: string, cause: unknown) {
    super(`Loading chunk ${area} failed`, { cause });
    this.name = 'ChunkLoadError';
    this.area = area;
  }
}

const loading = new Map<string, Promise<{ default: ComponentType }>>();
const failed = new Set<string>();
/**
 * The address of a chunk whose fetch failed, by area. A browser may keep a failed module fetch
 * for the page's life (the module map), so a retry imports that address again with a query of
 * its own, which is a new fetch.
 */
const failedUrls = new Map<string, string>();
let retries = 0;

function failedUrlOf(cause: unknown): string | undefined {
  const match = /(https?:\/\/[^\s'"]+\.js)/.exec(cause instanceof Error ? cause.message : String(cause));
  return match?.[1];
}

/** Forgets the chunks that failed, so the next render loads them again (the retry button). */
export function retryFailedAreas(): void {
  for (const name of failed) loading.delete(name);
  failed.clear();
}

/**
 * Loads a chunk once. A failure or a time-out stays until `retryFailedAreas`, so rendering
 * does not loop on a chunk that cannot load.
 */
export function loadChunk(
  name: string,
  importer: () => Promise<{ default: ComponentType }>,
  timeoutMs: number = config.requestTimeoutMs,
): Promise<{ default: ComponentType }> {
  let promise = loading.get(name);
  if (!promise) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
    });
    const url = failedUrls.get(name);
    retries += 1;
    const load = url ? () => import(/* @vite-ignore */ `${url}?retry=${retries}`) as Promise<{ default: ComponentType }> : importer;
    const loaded: Promise<{ default: ComponentType }> = Promise.race([load(), timeout])
      .catch((cause: unknown) => {
        failed.add(name);
        const address = failedUrlOf(cause);
        if (address) failedUrls.set(name, address);
        throw new ChunkLoadError(name, cause);
      })
      .finally(() => clearTimeout(timer));
    markSettled(loaded);
    promise = loaded;
    loading.set(name, promise);
  }
  return promise;
}

/** Marks a promise's outcome on it as React's `use` reads it, so a settled one is read at once. */
function markSettled<T>(promise: Promise<T>): void {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
}

/** A component of its own chunk: rendered once the chunk is here; `preload` fetches it before. */
export type LazyComponent<P extends object> = FunctionComponent<P> & { preload: () => Promise<void> };

/**
 * A lazily loaded component (a panel, a dialog's body, a page) whose chunk can be fetched ahead,
 * on the intent to open it (`preload`, or `intentProps`). Unlike React.lazy, a chunk fetched
 * ahead renders at once: no fallback shows for content that is already here.
 */
export function lazyComponent<P extends object>(name: string, importer: () => Promise<{ default: ComponentType<P> }>): LazyComponent<P> {
  const load = () => loadChunk(name, importer as () => Promise<{ default: ComponentType }>) as Promise<{ default: ComponentType<P> }>;
  function Lazy(props: P) {
    const { default: Component } = use(load());
    return <Component {...props} />;
  }
  Lazy.displayName = `Lazy(${name})`;
  // A failure shows where the component renders, with its retry.
  Lazy.preload = () =>
    load().then(
      () => undefined,
      () => undefined,
    );
  return Lazy;
}

/**
 * What makes a control preload what it opens: the pointer resting on it, the keyboard's focus,
 * a touch before its click. `preload` runs each time; what it loads is loaded once.
 */
export function intentProps(preload: () => void) {
  return { onPointerEnter: preload, onFocus: preload, onPointerDown: preload };
}
