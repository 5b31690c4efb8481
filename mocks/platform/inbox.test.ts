/** The seeded inboxes and what reading and deleting do to the unread count. */
import { describe, expect, it } from 'vitest';
import { newAccount } from './accounts';
import { deleteMessages, inboxOf, markRead, newestMessages, unreadCount } from './inbox';
import { createInitialState } from './seed/platform';

const T = Date.UTC(2026, 10, 24, 5, 0);

describe('the inbox', () => {
  it('gives member01 fifteen messages, the five newest unread, all sent before the state was made', () => {
    const state = createInitialState(T);
    const inbox = state.inbox.member01!;
    expect(inbox).toHaveLength(15);
    expect(unreadCount(inbox)).toBe(5);
    const newest = newestMessages(inbox);
    expect(newest.slice(0, 5).every((m) => !m.read)).toBe(true);
    expect(newest.slice(5).every((m) => m.read)).toBe(true);
    expect(inbox.every((m) => m.sendTime < T && /^IB\d{14}\d{3}$/.test(m.inboxId))).toBe(true);
    expect(new Set(inbox.map((m) => m.inboxId)).size).toBe(15);
    expect(newest.map((m) => m.subject)).toContain('VIP birthday gift is ready to claim');
    expect(inbox.some((m) => m.contentHtml.includes('onerror=') && m.contentHtml.includes('javascript:'))).toBe(true);
    expect(createInitialState(T).inbox).toEqual(state.inbox);
  });

  it('gives agent01 four messages (two unread) and everyone else a welcome', () => {
    const state = createInitialState(T);
    expect([state.inbox.agent01!.length, unreadCount(state.inbox.agent01!)]).toEqual([4, 2]);
    expect(state.inbox.tran_minh!.map((m) => [m.subject, m.read])).toEqual([['Welcome to WPS Gaming', false]]);
    const fresh = newAccount({ id: 30_000, username: 'fresh01', password: 'x', regDate: T + 1000 });
    state.accounts.fresh01 = fresh;
    expect(inboxOf(state, fresh)).toEqual([expect.objectContaining({ subject: 'Welcome to WPS Gaming', sendTime: T + 1000, read: false })]);
    expect(state.inbox.fresh01).toHaveLength(1);
  });

  it('marks read and deletes, ignoring ids of other members', () => {
    const state = createInitialState(T);
    const inbox = state.inbox.member01!;
    const unread = inbox.filter((m) => !m.read).map((m) => m.inboxId);
    markRead(inbox, [unread[0]!, state.inbox.agent01![3]!.inboxId]);
    expect(unreadCount(inbox)).toBe(4);
    expect(unreadCount(state.inbox.agent01!)).toBe(2);
    deleteMessages(state, 'member01', [unread[1]!, 'IB00000000000000999']);
    expect(state.inbox.member01!).toHaveLength(14);
    expect(unreadCount(state.inbox.member01!)).toBe(3);
    markRead(state.inbox.member01!, 'all');
    expect(unreadCount(state.inbox.member01!)).toBe(0);
  });
});
