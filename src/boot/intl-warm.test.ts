import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './intl-warm';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the number and date data, loaded off the page’s thread', () => {
  it('are asked of a worker in the page’s language, and the page makes no formatter for it', () => {
    const made: { url: URL; posted: unknown[] }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        posted: unknown[] = [];
        constructor(readonly url: URL) {
          made.push(this);
        }
        postMessage(message: unknown) {
          this.posted.push(message);
        }
      },
    );
    const formatter = vi.spyOn(Intl, 'NumberFormat');
    warmIntl('my');
    expect(made.map((w) => [w.url.pathname.split('/').pop(), w.posted])).toEqual([['intl-warm.worker.ts', ['my']]]);
    expect(formatter).not.toHaveBeenCalled();
  });

  it('leave the page running where a worker cannot start', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('blocked', 'SecurityError');
        }
      },
    );
    expect(() => warmIntl('en')).not.toThrow();
  });
});
