/**
 * The inbox routes through the real client transport: the messages newest first, read and
 * unread ones, marking read and deleting, and the header badge (getUnreadCount) following them.
 */
import { describe, expect, it } from 'vitest';
import { useScenario } from '../../node';
import { type Any, as, call, expectFailure, R } from './harness';

const inbox = (query: Record<string, string | number> = {}) => call('GET', `${R}/CSP_getInbox`, undefined, { pageNo: 1, pageSize: 20, ...query });
const unread = async () => (await call('GET', `${R}/CSP_unreadCount`)).count as number;
const markRead = (body: Record<string, unknown>) => call('PUT', `${R}/EMFE_updateInboxRead`, body);
const remove = (inboxIds: string) => call('DELETE', `${R}/EMFE_deleteInbox`, undefined, { inboxIds });

describe('the inbox', () => {
  it("lists member01's fifteen messages newest first, five unread, and filters read and unread", async () => {
    await as('member01');
    const all = await inbox();
    expect(all).toMatchObject({ totalCount: 15, unreadCount: 5 });
    expect(all.list.map((m: Any) => m.sendTime)).toEqual([...all.list.map((m: Any) => m.sendTime)].sort((a, b) => b - a));
    expect(all.list[0]).toMatchObject({ subject: 'Lucky wheel: your daily spin is waiting', senderName: 'Promotions', read: false });
    const fresh = await inbox({ read: 'N' });
    expect(fresh.list.map((m: Any) => m.subject)).toEqual([
      'Lucky wheel: your daily spin is waiting',
      'Your deposit of 2,000,000 ₫ has been credited',
      'VIP birthday gift is ready to claim',
      'SABA Sports maintenance tonight from 02:00 to 04:00',
      'Your application for Lost bet insurance was rejected',
    ]);
    expect(fresh.unreadCount).toBe(5);
    expect((await inbox({ read: 'Y' })).totalCount).toBe(10);
    expect(await unread()).toBe(5);
    await expectFailure(inbox({ read: 'X' }), 400, 'request_param_err');
  });

  it('marks messages read, one or all, and the badge follows', async () => {
    await as('member01');
    const [first, second] = (await inbox({ read: 'N' })).list as Any[];
    expect(await markRead({ ids: [first.inboxId] })).toEqual({ unreadCount: 4 });
    expect(await unread()).toBe(4);
    expect((await inbox()).list[0]).toMatchObject({ inboxId: first.inboxId, read: true });
    expect(await markRead({ ids: [first.inboxId, 'IB00000000000000999'] })).toEqual({ unreadCount: 4 });
    expect(await markRead({ ids: [second.inboxId] })).toEqual({ unreadCount: 3 });
    expect(await markRead({ all: true })).toEqual({ unreadCount: 0 });
    expect(await unread()).toBe(0);
    await expectFailure(markRead({}), 400, 'request_param_err');
    await expectFailure(markRead({ ids: [] }), 400, 'request_param_err');
    await expectFailure(markRead({ all: false }), 400, 'request_param_err');
  });

  it("deletes messages, ignoring other members' ids, and the badge follows", async () => {
    await as('agent01');
    const agentIds = ((await inbox()).list as Any[]).map((m) => m.inboxId);
    await as('member01');
    const [newest, , , , , oldRead] = (await inbox()).list as Any[];
    expect(await remove(`${newest.inboxId},${oldRead.inboxId},${agentIds[0]}`)).toEqual({ unreadCount: 4 });
    expect(await unread()).toBe(4);
    const left = await inbox();
    expect(left.totalCount).toBe(13);
    expect(left.list.map((m: Any) => m.inboxId)).not.toContain(newest.inboxId);
    await expectFailure(remove(' , '), 400, 'request_param_err');
    await as('agent01');
    expect((await inbox()).totalCount).toBe(4);
    expect(await unread()).toBe(2);
  });

  it('gives every other member a welcome message, and answers 401 without a session', async () => {
    await as('tran_minh');
    expect((await inbox()).list).toEqual([expect.objectContaining({ subject: 'Welcome to WPS Gaming', read: false })]);
    expect(await unread()).toBe(1);
    useScenario('session-expired');
    await expectFailure(unread(), 401, 'login.not.session');
    await expectFailure(inbox(), 401, 'login.not.session');
  });
});
