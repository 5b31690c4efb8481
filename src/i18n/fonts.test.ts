import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadScriptFont } from './fonts';

describe('the script faces', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'fonts');
  });

  it("downloads the language's face in both weights, for a letter of its script", async () => {
    const load = vi.fn(() => Promise.resolve([]));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    await preloadScriptFont('MY');
    expect(load.mock.calls).toEqual([
      ['400 1em "Noto Sans Myanmar"', 'က'],
      ['700 1em "Noto Sans Myanmar"', 'က'],
    ]);
  });

  it('downloads nothing for a language the device draws itself, or one not offered', async () => {
    const load = vi.fn(() => Promise.resolve([]));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    await preloadScriptFont('EN');
    await preloadScriptFont('XX');
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves the page as it is when a download fails', async () => {
    Object.defineProperty(document, 'fonts', { value: { load: () => Promise.reject(new Error('offline')) }, configurable: true });
    await expect(preloadScriptFont('KM')).resolves.toBeUndefined();
  });
});
