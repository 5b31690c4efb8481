/**
 * The inbox routes (../inbox.ts): the member's messages, marking them read, deleting them, and
 * the unread count of the header badge (getUnreadCount), which follows every change.
 */
import { badParam, enumParam, isFailure, needAccount, ok, pageOf, type Routes, str } from '../core/context';
import { deleteMessages, inboxOf, markRead, newestMessages, unreadCount } from '../inbox';

/** The badge's largest number (the contract's maximum). */
const MAX_BADGE = 999;

export const inboxRoutes: Routes = {
  getInbox(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const read = enumParam<'Y' | 'N'>(ctx, 'read', ['Y', 'N']);
    if (read === null) return badParam('read');
    const inbox = inboxOf(ctx.state, a);
    const rows = newestMessages(inbox).filter((m) => !read || m.read === (read === 'Y'));
    return pageOf(ctx, rows, (m) => ({ ...m }), { unreadCount: unreadCount(inbox) });
  },

  markInboxRead(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const ids = Array.isArray(ctx.body.ids) ? ctx.body.ids.map(str).filter(Boolean) : [];
    const all = ctx.body.all === true;
    if (!all && ids.length === 0) return badParam('ids');
    const inbox = inboxOf(ctx.state, a);
    markRead(inbox, all ? 'all' : ids);
    return ok({ unreadCount: unreadCount(inbox) });
  },

  deleteInbox(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const ids = str(ctx.query.inboxIds)
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (ids.length === 0) return badParam('inboxIds');
    inboxOf(ctx.state, a);
    deleteMessages(ctx.state, a.username, ids);
    return ok({ unreadCount: unreadCount(inboxOf(ctx.state, a)) });
  },

  getUnreadCount(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    return ok({ count: Math.min(MAX_BADGE, unreadCount(inboxOf(ctx.state, a))) });
  },
};
