import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetListAnnouncementsUrl } from '../generated/relay/endpoints/home/home';
import { getGetSystemStatusUrl } from '../generated/wps/endpoints/system/system';
import { startEarly, takeEarly } from './early';
import { firstCallUrls, paintFirstBanner } from './first-banner';
import { announcementsParams, systemStatusParams } from './params';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the first calls the entry starts', () => {
  it('are the addresses the generated client asks, so the app takes their replies', () => {
    expect(firstCallUrls()).toEqual({ status: getGetSystemStatusUrl(systemStatusParams()), announcements: getGetListAnnouncementsUrl(announcementsParams()) });
  });

  it('send the transport’s headers', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { announcements } = firstCallUrls();
    const value = await startEarly<{ banners: unknown[] }>(announcements);
    expect(value?.banners.length).toBeGreaterThan(0);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const headers = new Headers(fetchSpy.mock.calls[0]![1]!.headers);
    expect({
      merchant: headers.get('Merchant'),
      module: headers.get('ModuleId'),
      language: headers.get('Language'),
      authorization: headers.get('Authorization'),
    }).toEqual({
      merchant: 'DEMO',
      module: 'COMM3',
      language: 'MY',
      authorization: null,
    });
  });

  it('sends a stored session as the transport would, so a member’s reply is taken too', async () => {
    sessionStorage.setItem('token', 'a-token');
    sessionStorage.setItem('account', 'member01');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const { announcements, status } = firstCallUrls();
      await Promise.all([startEarly(announcements), startEarly(status)]);
      const sent = (i: number) => new Headers(fetchSpy.mock.calls[i]![1]!.headers).get('Authorization');
      // The announcements take a session; the status never does.
      expect([sent(0), sent(1)]).toEqual(['a-token', null]);
      expect(takeEarly(new URL(announcements, window.location.origin).href)).toBeDefined();
      // A token without an account is no session (it is discarded at start).
      sessionStorage.removeItem('account');
      await startEarly(announcements);
      expect(sent(2)).toBeNull();
    } finally {
      sessionStorage.removeItem('token');
      sessionStorage.removeItem('account');
    }
  });
});

describe('the first banner', () => {
  it('is drawn into the shell with the first banner’s image and title, eagerly', async () => {
    const slot = document.createElement('div');
    // jsdom loads no images: the banner resolves when its load is reported.
    const painted = paintFirstBanner(slot);
    await vi.waitFor(() => expect(slot.querySelector('img')).not.toBeNull());
    const image = slot.querySelector('img')!;
    expect(image.src).toMatch(/^https?:\/\/.+\/banners\//);
    expect(image.alt).not.toBe('');
    expect(image.className).toBe('home-banner__image');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    image.dispatchEvent(new Event('load'));
    await painted;
  });
});
