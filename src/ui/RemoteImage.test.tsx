import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IMAGE_CACHE_LIMIT, imageUrl, rememberLoaded, wasLoaded } from '../lib/images';
import { RemoteImage } from './RemoteImage';

describe('imageUrl', () => {
  it('keeps http(s) addresses, puts paths on the image host and refuses other schemes', () => {
    expect(imageUrl('https://img.example.com/a.png', 'https://cdn.example.com')).toBe('https://img.example.com/a.png');
    expect(imageUrl('/DEMO/icons/a.png', 'https://cdn.example.com')).toBe('https://cdn.example.com/DEMO/icons/a.png');
    expect(imageUrl('DEMO/a.png', 'https://cdn.example.com')).toBe('https://cdn.example.com/DEMO/a.png');
    expect(imageUrl('javascript:alert(1)', 'https://cdn.example.com')).toBeNull();
    expect(imageUrl('data:image/png;base64,AAAA', null)).toBeNull();
    expect(imageUrl('', 'https://cdn.example.com')).toBeNull();
  });
});

describe('RemoteImage', () => {
  it('retries a failed image once, then shows the fallback', () => {
    render(<RemoteImage src="https://img.example.com/x.png" alt="logo" fallback={<span>no image</span>} />);
    const first = screen.getByRole('img', { name: 'logo' });
    expect(first.getAttribute('src')).toBe('https://img.example.com/x.png');
    expect(first.getAttribute('loading')).toBe('lazy');
    fireEvent.error(first);
    const second = screen.getByRole('img', { name: 'logo' });
    expect(second.getAttribute('src')).toBe('https://img.example.com/x.png?retry=1');
    fireEvent.error(second);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('no image')).toBeTruthy();
  });

  it("loads the first view's priority image at once and first", () => {
    render(<RemoteImage src="https://img.example.com/banner.png" alt="banner" priority />);
    const image = screen.getByRole('img', { name: 'banner' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.hasAttribute('decoding')).toBe(false);
  });

  it('remembers at most 200 loaded images, dropping the oldest', () => {
    for (let i = 0; i <= IMAGE_CACHE_LIMIT; i += 1) rememberLoaded(`https://img.example.com/${i}.png`);
    expect(wasLoaded('https://img.example.com/0.png')).toBe(false);
    expect(wasLoaded('https://img.example.com/1.png')).toBe(true);
    expect(wasLoaded(`https://img.example.com/${IMAGE_CACHE_LIMIT}.png`)).toBe(true);
  });
});
