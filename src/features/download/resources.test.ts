import { describe, expect, it } from 'vitest';
import { appResources, firstGuide, isIosSafari, liteInstallState, platformOf } from './resources';

const app = (resourceType: string, url = `https://example.com/${resourceType}`) => ({ resourceType, url });
const info = (resources: ReturnType<typeof app>[], routed: ReturnType<typeof app>[] = []) => ({
  resources,
  domainRoute: { domainList: [], resources: routed },
});

describe('the app downloads', () => {
  it('tells the visitor’s platform from the user agent', () => {
    expect(platformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36')).toBe('android');
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)')).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe('other');
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
  });

  it('keeps the three known kinds once each, in the listed order, and prefers the domain route’s list', () => {
    const listed = [app('ANDROID'), app('PC'), app('IOS'), app('IOS', 'https://example.com/again'), app('IOS_LITE')];
    expect(appResources(info(listed), 'other').map((a) => a.resourceType)).toEqual(['ANDROID', 'IOS', 'IOS_LITE']);
    expect(appResources(info(listed), 'other')[1]!.url).toBe('https://example.com/IOS');
    expect(appResources(info(listed, [app('IOS_LITE')]), 'other').map((a) => a.resourceType)).toEqual(['IOS_LITE']);
    expect(appResources(info([]), 'other')).toEqual([]);
    expect(appResources(undefined, 'ios')).toEqual([]);
  });

  it('puts the visitor’s platform first and opens its guide', () => {
    const listed = info([app('ANDROID'), app('IOS'), app('IOS_LITE')]);
    expect(appResources(listed, 'ios').map((a) => a.resourceType)).toEqual(['IOS', 'IOS_LITE', 'ANDROID']);
    expect(appResources(listed, 'android').map((a) => a.resourceType)).toEqual(['ANDROID', 'IOS', 'IOS_LITE']);
    expect(firstGuide(appResources(listed, 'ios'), 'ios')).toBe('IOS');
    expect(firstGuide(appResources(info([app('IOS_LITE')]), 'other'), 'other')).toBe('IOS_LITE');
  });
});

describe('the lite app’s install offer', () => {
  const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const chromeIos =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
  const webView = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
  const state = (now: Partial<Parameters<typeof liteInstallState>[0]>) =>
    liteInstallState({ standalone: false, installed: false, prompt: false, userAgent: android, ...now });

  it('tells Safari on iOS from other browsers and web views', () => {
    expect(isIosSafari(safari)).toBe(true);
    expect(isIosSafari(chromeIos)).toBe(false);
    expect(isIosSafari(webView)).toBe(false);
    expect(isIosSafari(android)).toBe(false);
    // iPadOS says Macintosh, with touch.
    expect(isIosSafari('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 5)).toBe(true);
  });

  it('offers what the browser can do, and says when it is installed', () => {
    expect(state({ prompt: true })).toBe('prompt');
    expect(state({})).toBe('none');
    expect(state({ userAgent: safari })).toBe('ios-safari');
    expect(state({ userAgent: chromeIos })).toBe('ios-other');
    expect(state({ installed: true, prompt: true })).toBe('installed');
    expect(state({ standalone: true, userAgent: safari })).toBe('standalone');
  });
});
