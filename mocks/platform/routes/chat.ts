/**
 * The live-chat routes (docs/design/issue15.md, part 6): the chat rooms (session optional, the
 * same for visitors and members) and entering one (a session, a real account, the room's VIP
 * level; mocks/platform/chat.ts).
 */
import { CHAT_ROOMS, chatRefusal, chatRoom, chatRoomItem, launchChatFor } from '../chat';
import { now } from '../core/clock';
import { badParam, fail, isFailure, needAccount, ok, type Routes, str } from '../core/context';

export const chatRoutes: Routes = {
  getChatRooms: (ctx) => ok({ list: CHAT_ROOMS.map((room) => chatRoomItem(ctx.url.origin, room)) }),

  launchChat(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const roomId = str(ctx.query.roomId);
    if (!roomId) return badParam('roomId');
    const room = chatRoom(roomId);
    const refusal = chatRefusal(a, room);
    if (refusal) return fail(refusal.status, refusal.code, refusal.message);
    return ok(launchChatFor(ctx.url.origin, a, room!, now(ctx.state)));
  },
};
