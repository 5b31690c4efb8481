import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { desEncrypt } from './crypto';
import { chooseServiceEntry, openCustomerService, serviceLink } from './customer-service';
import { systemStatusOptions } from './site';

const entry = (type: string, link: string, key = 'Ab12Cd34') => ({ type, title: type, csPosition: 0, path: desEncrypt(link, key) + key });
const entries = [entry('LIVECHAT', 'https://chat.example.com/live'), entry('VIP', 'https://vip.example.com/chat')];

function clientWith(customerService: unknown[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(systemStatusOptions().queryKey, {
    success: true,
    value: { maintenance: false, regionRestriction: false, info: { customerService } },
  } as never);
  return queryClient;
}

function fakeWindow() {
  const popup = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
  return { popup, open: vi.fn(() => popup as unknown as Window) };
}

describe('online customer service', () => {
  it('chooses the VIP entry only with the VIP service state on', () => {
    expect(chooseServiceEntry(entries, false)?.type).toBe('LIVECHAT');
    expect(chooseServiceEntry(entries, true)?.type).toBe('VIP');
    expect(chooseServiceEntry([entries[0]!], true)?.type).toBe('LIVECHAT');
  });

  it('decrypts the path with its last 8 characters as the key, and accepts only http(s)', async () => {
    expect(await serviceLink(entries[0])).toBe('https://chat.example.com/live');
    expect(await serviceLink(entry('LIVECHAT', 'javascript:alert(1)'))).toBeNull();
    expect(await serviceLink({ ...entries[0]!, path: 'garbage!!Ab12Cd34' })).toBeNull();
  });

  it('opens the window at once, then sends it to the link, cut off from this page', async () => {
    const { popup, open } = fakeWindow();
    expect(await openCustomerService(clientWith(entries), true, open)).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.location.href).toBe('https://vip.example.com/chat');
    expect(popup.opener).toBeNull();
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('closes the window when the link cannot be had', async () => {
    const { popup, open } = fakeWindow();
    expect(await openCustomerService(clientWith([]), false, open)).toBe(false);
    expect(popup.close).toHaveBeenCalled();
  });
});
