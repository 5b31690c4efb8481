/**
 * The members' inboxes: the operator's messages (HTML, sanitised by the client), read or
 * unread. member01 has fifteen, five of them unread (the five newest); agent01 four, two
 * unread; every other member a welcome message, unread. Marking read and deleting change the
 * unread count the header badge shows (getUnreadCount). Send times are days before the state's
 * anchor; ids are `IB`, the send time (Vietnam time) and the message's number.
 */
import { DAY, MINUTE, stamp } from './core/clock';
import type { InboxMessage, MockAccount, PlatformState } from './core/state';

type Draft = [daysAgo: number, minute: number, sender: string, subject: string, html: string, read: boolean];

const WELCOME: [sender: string, subject: string, html: string] = [
  'WPS Gaming',
  'Welcome to WPS Gaming',
  '<p>Welcome aboard! Your account is ready.</p><ul><li>Deposit from the <b>member centre</b>.</li><li>Claim your rewards in the <b>reward centre</b>.</li></ul>',
];

const MEMBER01_MESSAGES: Draft[] = [
  [85, 9 * 60, ...WELCOME, true],
  [
    60,
    10 * 60,
    'Customer service',
    'Responsible gaming: set your limits',
    '<p>You can ask us for deposit and loss limits, or a cooling-off period, at any time.</p>',
    true,
  ],
  [
    54,
    12 * 60 + 1,
    'Promotions',
    'Referral reward credited: mai***5',
    '<p>Your friend <b>mai***5</b> qualified: <b>100,000 ₫</b> has been added to your main wallet.</p>',
    true,
  ],
  [
    45,
    11 * 60,
    'Payments',
    'New payment channel: USDT (TRC20)',
    '<p>You can now deposit with <b>USDT on TRON</b>. See <a href="https://www.example.com/help/crypto">how it works</a>.</p>',
    true,
  ],
  [40, 9 * 60 + 31, 'VIP team', 'Congratulations: you reached VIP 3', '<p>Your <b>VIP 3 upgrade bonus</b> of 300,000 ₫ has been credited.</p>', true],
  [
    30,
    10 * 60 + 16,
    'Promotions',
    'High roller reload 50% credited',
    '<p>5,000,000 ₫ has been credited. Turnover: <b>15,000,000 ₫</b> within 7 days.</p>',
    true,
  ],
  [
    29,
    12 * 60 + 1,
    'Promotions',
    'Referral reward credited: ho***90',
    '<p>Your friend <b>ho***90</b> qualified: <b>100,000 ₫</b> has been added to your main wallet.</p>',
    true,
  ],
  [
    20,
    8 * 60,
    'Promotions',
    'Mid-autumn festival bonus has ended',
    '<p>Thank you for celebrating with us. Watch the reward centre for the next activities.</p>',
    true,
  ],
  [
    16,
    12 * 60 + 1,
    'Promotions',
    'Referral reward credited: da***68',
    '<p>Your friend <b>da***68</b> qualified: <b>100,000 ₫</b> has been added to your main wallet.</p>',
    true,
  ],
  [12, 10 * 60 + 6, 'Promotions', 'Welcome back bonus credited', '<p>Good to see you again: <b>500,000 ₫</b> is in your main wallet.</p>', true],
  [
    8,
    16 * 60,
    'Promotions',
    'Your application for Lost bet insurance was rejected',
    '<p>The screenshot does not show the bet number. You can apply again with the full bet slip.</p>',
    false,
  ],
  [
    5,
    17 * 60,
    'WPS Gaming',
    'SABA Sports maintenance tonight from 02:00 to 04:00',
    // Operator HTML with an `onerror` image and a `javascript:` link: the client must sanitise it.
    '<p>SABA Sports will be under maintenance from <b>02:00</b> to <b>04:00</b>.</p><img src="x" onerror="window.__inboxInjected = true" alt=""><p><a href="javascript:window.__inboxInjected = true">Details</a> · <a href="https://www.example.com/status">Status page</a></p>',
    false,
  ],
  [
    3,
    9 * 60,
    'VIP team',
    'VIP birthday gift is ready to claim',
    '<p>Happy birthday month! Your <b>288,000 ₫</b> gift is waiting in the reward centre.</p>',
    false,
  ],
  [
    2,
    20 * 60 + 16,
    'Payments',
    'Your deposit of 2,000,000 ₫ has been credited',
    '<p>Your deposit by <b>Fast bank transfer Vietcombank</b> has been credited to your main wallet.</p>',
    false,
  ],
  [1, 9 * 60, 'Promotions', 'Lucky wheel: your daily spin is waiting', '<p>Spin the <b>Weekend lucky wheel</b> for prizes up to 888,000 ₫.</p>', false],
];

const AGENT01_MESSAGES: Draft[] = [
  [85, 9 * 60, ...WELCOME, true],
  [
    30,
    8 * 60,
    'Agent support',
    'Your commission report for last month is ready',
    '<p>Open the <b>agent centre</b> to see your team report and commission.</p>',
    true,
  ],
  [6, 11 * 60, 'Agent support', 'New downline registered: dang_khoa', '<p><b>dang_khoa</b> registered with your affiliate code.</p>', false],
  [
    2,
    10 * 60,
    'Agent support',
    'Agent contract terms updated',
    '<p>The dividend contract terms change from next month. <a href="https://www.example.com/agent/terms">Read them</a>.</p>',
    false,
  ],
];

const messagesOf = (drafts: Draft[], anchor: number): InboxMessage[] =>
  drafts.map(([daysAgo, minute, senderName, subject, contentHtml, read], i) => {
    const sendTime = anchor - daysAgo * DAY + minute * MINUTE;
    return { inboxId: `IB${stamp(sendTime)}${String(i + 1).padStart(3, '0')}`, subject, senderName, sendTime, read, contentHtml };
  });

/** A member's inbox as the seed gives it, oldest first. */
export function initialInbox(account: MockAccount, anchor: number): InboxMessage[] {
  if (account.username === 'member01') return messagesOf(MEMBER01_MESSAGES, anchor);
  if (account.username === 'agent01') return messagesOf(AGENT01_MESSAGES, anchor);
  // Everyone else: the welcome message, sent when they registered (at most 85 days ago).
  const sendTime = Math.max(account.regDate, anchor - 85 * DAY + 9 * 60 * MINUTE);
  const [senderName, subject, contentHtml] = WELCOME;
  return [{ inboxId: `IB${stamp(sendTime)}001`, subject, senderName, sendTime, read: false, contentHtml }];
}

export function seedInbox(state: PlatformState): void {
  state.inbox ??= {};
  for (const account of Object.values(state.accounts)) state.inbox[account.username] ??= initialInbox(account, state.ledgerAnchor);
}

/** A member's inbox, made on first use for members registered since the state was made. */
export function inboxOf(state: PlatformState, account: MockAccount): InboxMessage[] {
  state.inbox ??= {};
  const inbox = state.inbox[account.username] ?? initialInbox(account, state.ledgerAnchor);
  state.inbox[account.username] = inbox;
  return inbox;
}

export const unreadCount = (inbox: readonly InboxMessage[]) => inbox.filter((m) => !m.read).length;

/** Marks messages read (`ids`, or every one); ids that are not the member's are ignored. */
export function markRead(inbox: InboxMessage[], ids: readonly string[] | 'all'): void {
  for (const m of inbox) if (ids === 'all' || ids.includes(m.inboxId)) m.read = true;
}

/** Deletes messages; ids that are not the member's are ignored. */
export function deleteMessages(state: PlatformState, username: string, ids: readonly string[]): void {
  const inbox = state.inbox?.[username];
  if (inbox) state.inbox[username] = inbox.filter((m) => !ids.includes(m.inboxId));
}

/** Newest first. */
export const newestMessages = (inbox: readonly InboxMessage[]) => [...inbox].sort((a, b) => b.sendTime - a.sendTime || b.inboxId.localeCompare(a.inboxId));
