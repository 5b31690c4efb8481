import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyAreaNames, loadArea, retryFailedAreas } from './lazy-area';

describe('lazy areas', () => {
  it('are the fifteen of the spec', () => {
    expect(lazyAreaNames().sort()).toEqual(
      [
        'download',
        'egame',
        'elott',
        'help',
        'index',
        'joinus',
        'lottery',
        'maintain',
        'pointMall',
        'promo',
        'promoDetail',
        'regiona',
        'seamless',
        'sports',
        'vnlottery',
      ].sort(),
    );
  });

  it('load a page component', async () => {
    const area = await loadArea('sports');
    expect(typeof area.default).toBe('function');
  });

  it('fail with a ChunkLoadError after the time-out, and load again after a retry', async () => {
    vi.useFakeTimers();
    try {
      const slow = loadArea('joinus', 10);
      const settled = expect(slow).rejects.toBeInstanceOf(ChunkLoadError);
      await vi.advanceTimersByTimeAsync(20);
      await settled;
      // Until a retry the failure stands, so rendering does not loop.
      await expect(loadArea('joinus')).rejects.toThrow('Loading chunk joinus failed');
    } finally {
      vi.useRealTimers();
    }
    retryFailedAreas();
    await expect(loadArea('joinus')).resolves.toHaveProperty('default');
  });
});
