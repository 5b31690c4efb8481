/**
 * The live-chat rooms of the mock platform (docs/design/issue15.md, part 6): six rooms with a
 * host each (`getChatRooms`), and entering one (`launchChat`), which gives the address of the
 * mock's own chat page (mocks/platform/chat-page.ts) with a ticket for the member. Rooms are
 * content, not state: every platform has the same six, online first, then by viewers.
 */
import { cdnUrl, hashText } from './core/catalog';
import { HOUR } from './core/clock';
import type { MockAccount } from './core/state';

export type ChatRoomCategory = 'LOTTERY' | 'CASINO' | 'SPORTS' | 'COMMUNITY' | 'VIP';

export interface MockChatRoom {
  roomId: string;
  title: string;
  hostName: string;
  /** The host's picture and the room's cover are named after it (`chat/host-<slug>.svg`). */
  hostSlug: string;
  category: ChatRoomCategory;
  online: boolean;
  viewerCount: number;
  vipOnly: boolean;
  minVipLevel: number;
  description: string;
}

export const MOCK_CHAT_PATH = '/mock-chat/';
/** How long a chat ticket lasts. */
export const CHAT_TICKET_MS = 2 * HOUR;

/** Online first, then by viewers (the order `getChatRooms` answers in). */
export const CHAT_ROOMS: readonly MockChatRoom[] = [
  {
    roomId: 'R104',
    title: 'Community lounge',
    hostName: 'Mod Bảo',
    hostSlug: 'mod-bao',
    category: 'COMMUNITY',
    online: true,
    viewerCount: 2310,
    vipOnly: false,
    minVipLevel: 0,
    description: 'Say hello, share your wins and ask the community anything.',
  },
  {
    roomId: 'R101',
    title: 'Xổ số miền Bắc · soi cầu',
    hostName: 'MC Linh',
    hostSlug: 'mc-linh',
    category: 'LOTTERY',
    online: true,
    viewerCount: 1284,
    vipOnly: false,
    minVipLevel: 0,
    description: 'Reading the northern draw together before 18:15, every evening.',
  },
  {
    roomId: 'R103',
    title: 'Premier League tonight',
    hostName: 'BLV Tuấn',
    hostSlug: 'blv-tuan',
    category: 'SPORTS',
    online: true,
    viewerCount: 918,
    vipOnly: false,
    minVipLevel: 0,
    description: 'Line-ups, odds and live talk through every match of the night.',
  },
  {
    roomId: 'R102',
    title: 'Baccarat road reading',
    hostName: 'Dealer Mai',
    hostSlug: 'dealer-mai',
    category: 'CASINO',
    online: true,
    viewerCount: 642,
    vipOnly: false,
    minVipLevel: 0,
    description: 'Big road, bead plate and the patterns players follow.',
  },
  {
    roomId: 'R105',
    title: 'VIP lounge',
    hostName: 'MC Vy',
    hostSlug: 'mc-vy',
    category: 'VIP',
    online: true,
    viewerCount: 57,
    vipOnly: true,
    minVipLevel: 5,
    description: 'A quiet room with a personal host for VIP 5 members and above.',
  },
  {
    roomId: 'R106',
    title: 'Xổ số miền Nam',
    hostName: 'MC Hà',
    hostSlug: 'mc-ha',
    category: 'LOTTERY',
    online: false,
    viewerCount: 0,
    vipOnly: false,
    minVipLevel: 0,
    description: 'The southern draws at 16:15. The host is back tomorrow afternoon.',
  },
];

export const chatRoom = (roomId: string): MockChatRoom | undefined => CHAT_ROOMS.find((r) => r.roomId === roomId);

const images = (room: MockChatRoom) => ({
  avatarUrl: `chat/host-${room.hostSlug}.svg?${new URLSearchParams({ label: room.hostName, sub: 'HOST' })}`,
  coverUrl: `chat/room-${room.roomId.toLowerCase()}.svg?${new URLSearchParams({ label: room.title, sub: room.hostName })}`,
});

/** A room as `getChatRooms` lists it. */
export function chatRoomItem(origin: string, room: MockChatRoom) {
  const { avatarUrl, coverUrl } = images(room);
  return {
    roomId: room.roomId,
    title: room.title,
    hostName: room.hostName,
    avatarUrl: cdnUrl(origin, avatarUrl),
    coverUrl: cdnUrl(origin, coverUrl),
    category: room.category,
    online: room.online,
    viewerCount: room.viewerCount,
    vipOnly: room.vipOnly,
    minVipLevel: room.minVipLevel,
    description: room.description,
  };
}

/** The VIP level of an account: the number in its VIP label (`VIP 3`), 0 without one. */
export function vipLevel(account: Pick<MockAccount, 'vipLabel'>): number {
  const match = /\d+/.exec(account.vipLabel ?? '');
  return match ? Number(match[0]) : 0;
}

/** Why an account may not enter a room (the platform's code, status and message), or null when it may. */
export function chatRefusal(
  account: Pick<MockAccount, 'type' | 'vipLabel'>,
  room: MockChatRoom | undefined,
): { status: number; code: string; message: string } | null {
  if (!room) return { status: 400, code: 'chat.room.not.exist', message: 'This room does not exist' };
  if (!room.online) return { status: 409, code: 'chat.room.offline', message: 'The host is offline' };
  if (account.type === 4) return { status: 403, code: 'member.trial.not.allowed', message: 'Trial accounts cannot enter chat rooms' };
  if (vipLevel(account) < room.minVipLevel)
    return { status: 403, code: 'chat.room.vip.only', message: `This room is for VIP ${room.minVipLevel} members and above` };
  return null;
}

/** The name a member chats under (at most 50 characters). */
export const chatNickname = (account: Pick<MockAccount, 'nickname' | 'username'>): string => (account.nickname.trim() || account.username).slice(0, 50);

/** Entering a room: the chat page's address with the member's ticket and nickname. */
export function launchChatFor(origin: string, account: Pick<MockAccount, 'nickname' | 'username'>, room: MockChatRoom, time: number) {
  const nickname = chatNickname(account);
  const ticket = `CT${hashText(`${account.username}|${room.roomId}|${time}`).toString(16).padStart(8, '0').toUpperCase()}`;
  const query = new URLSearchParams({ room: room.roomId, ticket, nick: nickname });
  return { chatUrl: `${origin}${MOCK_CHAT_PATH}?${query}`, roomId: room.roomId, nickname, expiresAt: time + CHAT_TICKET_MS };
}
