/**
 * The mock platform's feedback and its replies (docs/design/issue15.md, part 3): each member's
 * feedback, oldest first, made on first use (member01's three seeded ones, times from the
 * history's anchor); customer service answers a new one 2 minutes after it was sent.
 */
import { countWords } from '../../src/lib/words';
import { cdnUrl } from './core/catalog';
import { DAY, HOUR, MINUTE, now, stamp } from './core/clock';
import { dataUrlImage, type Failure, fail } from './core/context';
import { nextNo } from './core/ledger';
import type { PlatformState } from './core/state';

export const FEEDBACK_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'GAME', 'PROMOTION', 'ACCOUNT', 'SERVICE', 'AGENT', 'SUGGESTION', 'OTHER'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_STATUSES = ['PENDING', 'REPLIED', 'CLOSED'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The site settings' limits (site.ts `feedbackMinWords`, `feedbackMaxWords`). */
export const FEEDBACK_MIN_WORDS = 5;
export const FEEDBACK_MAX_WORDS = 300;
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_REMARK_MAX = 140;
/** Customer service answers this long after a feedback was sent. */
export const FEEDBACK_REPLY_MS = 2 * MINUTE;
/** At most 3 feedbacks in this window (the 4th is refused with 429). */
export const FEEDBACK_WINDOW_MS = MINUTE;
export const OPERATOR_NAME = 'Customer service';

export interface FeedbackReply {
  replyId: string;
  author: 'OPERATOR' | 'MEMBER';
  authorName: string;
  content: string;
  time: number;
}

export interface StoredFeedback {
  feedbackId: string;
  questionType: FeedbackType;
  content: string;
  remark?: string;
  /** What was sent: each image's type and decoded size (the pictures themselves are not kept). */
  images: { type: 'PNG' | 'JPEG'; bytes: number }[];
  status: FeedbackStatus;
  createdAt: number;
  replies: FeedbackReply[];
  /** When customer service answers (a PENDING feedback without it waits). */
  replyAt?: number;
}

type FeedbackPlatform = PlatformState & { feedback?: Record<string, StoredFeedback[]> };

/** The canned answer customer service gives by question type. */
export function cannedReply(type: FeedbackType): string {
  switch (type) {
    case 'DEPOSIT':
      return 'Thank you. We are checking your deposit with the bank and will credit it as soon as it is confirmed.';
    case 'WITHDRAWAL':
      return 'Thank you. We are checking your withdrawal with the payment team and will let you know as soon as it is paid.';
    case 'GAME':
      return 'Thank you. We sent the round to the game provider and will reply as soon as they have checked it.';
    default:
      return 'Thank you for your feedback; our team will look into it.';
  }
}

/** member01's seeded feedback, oldest first. */
function seedMember01(anchor: number): StoredFeedback[] {
  const suggestion = anchor - 20 * DAY + 9 * HOUR;
  const deposit = anchor - 3 * DAY + 14 * HOUR + 30 * MINUTE;
  const game = anchor - DAY + 22 * HOUR + 10 * MINUTE;
  return [
    {
      feedbackId: `FB${stamp(suggestion)}001`,
      questionType: 'SUGGESTION',
      content: 'Please add more provinces to the quick lottery menu and a dark theme for the night.',
      images: [],
      status: 'CLOSED',
      createdAt: suggestion,
      replies: [
        {
          replyId: `FR${stamp(suggestion + DAY)}001`,
          author: 'OPERATOR',
          authorName: OPERATOR_NAME,
          content: 'Thank you for the suggestion; we passed it to our product team.',
          time: suggestion + DAY,
        },
      ],
    },
    {
      feedbackId: `FB${stamp(deposit)}002`,
      questionType: 'DEPOSIT',
      content: 'My deposit of 500,000 ₫ through bank transfer has not arrived after 30 minutes.',
      remark: 'Vietcombank, 14:05',
      images: [{ type: 'PNG', bytes: 182 * 1024 }],
      status: 'REPLIED',
      createdAt: deposit,
      replies: [
        {
          replyId: `FR${stamp(deposit + 12 * MINUTE)}002`,
          author: 'OPERATOR',
          authorName: OPERATOR_NAME,
          content: 'Thank you, we found your transfer; the deposit was credited at 14:41. Please check your account record.',
          time: deposit + 12 * MINUTE,
        },
        {
          replyId: `FR${stamp(deposit + 20 * MINUTE)}003`,
          author: 'MEMBER',
          authorName: 'Lucky An',
          content: 'Received, thank you!',
          time: deposit + 20 * MINUTE,
        },
      ],
    },
    {
      feedbackId: `FB${stamp(game)}003`,
      questionType: 'GAME',
      content: 'Mahjong Ways 2 froze during the free spins and my win was not shown. Round 30500-7781.',
      images: [],
      status: 'PENDING',
      createdAt: game,
      replies: [],
    },
  ];
}

/** Every member's feedback (seeded on first use). */
export function feedbackState(state: PlatformState): Record<string, StoredFeedback[]> {
  const s = state as FeedbackPlatform;
  s.feedback ??= { member01: seedMember01(state.ledgerAnchor) };
  return s.feedback;
}

/** A member's feedback, oldest first. */
export function feedbackOf(state: PlatformState, username: string): StoredFeedback[] {
  const all = feedbackState(state);
  all[username] ??= [];
  return all[username];
}

/** What the client sends (already checked against the contract's schema). */
export interface FeedbackInput {
  questionType: FeedbackType;
  content: string;
  remark?: string | undefined;
  images?: unknown[] | undefined;
}

/** The image of a data URL: PNG or JPEG, its decoded size; null when it is neither or over 5 MB. */
function imageOf(item: unknown): { type: 'PNG' | 'JPEG'; bytes: number } | null {
  const image = dataUrlImage(item);
  return image && { type: image.type === 'image/png' ? 'PNG' : 'JPEG', bytes: image.bytes };
}

/** Sends a feedback: the new one (PENDING, answered in 2 minutes), or the refusal. */
export function submitFeedback(state: PlatformState, username: string, input: FeedbackInput): StoredFeedback | Failure {
  const words = countWords(input.content);
  if (words < FEEDBACK_MIN_WORDS) return fail(400, 'feedback.content.too.short', `Please write at least ${FEEDBACK_MIN_WORDS} words`);
  if (words > FEEDBACK_MAX_WORDS) return fail(400, 'feedback.content.too.long', `Please write at most ${FEEDBACK_MAX_WORDS} words`);
  const raw = input.images ?? [];
  if (raw.length > FEEDBACK_MAX_IMAGES) return fail(400, 'feedback.images.too.many', `At most ${FEEDBACK_MAX_IMAGES} images`);
  const images = raw.map(imageOf);
  if (images.some((i) => i === null)) return fail(400, 'feedback.images.invalid', 'Images must be PNG or JPEG of at most 5 MB');
  const remark = input.remark?.trim() ?? '';
  if (remark.length > FEEDBACK_REMARK_MAX) return fail(400, 'request_param_err', 'Request parameter error: remark');
  const time = now(state);
  const list = feedbackOf(state, username);
  if (list.filter((f) => f.createdAt > time - FEEDBACK_WINDOW_MS).length >= 3)
    return fail(429, 'TOO_MANY_REQUESTS', 'Too many requests, please try again later');
  const feedback: StoredFeedback = {
    feedbackId: nextNo(state, 'FB', time),
    questionType: input.questionType,
    content: input.content.trim(),
    ...(remark ? { remark } : {}),
    images: images as StoredFeedback['images'],
    status: 'PENDING',
    createdAt: time,
    replies: [],
    replyAt: time + FEEDBACK_REPLY_MS,
  };
  list.push(feedback);
  return feedback;
}

/** Customer service's answer to a feedback (at its `replyAt`). */
function reply(state: PlatformState, feedback: StoredFeedback, time: number): void {
  state.seq += 1;
  feedback.replies.push({
    replyId: `FR${stamp(time)}${String(state.seq % 1000).padStart(3, '0')}`,
    author: 'OPERATOR',
    authorName: OPERATOR_NAME,
    content: cannedReply(feedback.questionType),
    time,
  });
  feedback.status = 'REPLIED';
  delete feedback.replyAt;
}

/** A feedback as the contract shows it, its images on the mock CDN of `origin`. */
export function feedbackView(origin: string, f: StoredFeedback) {
  return {
    feedbackId: f.feedbackId,
    questionType: f.questionType,
    content: f.content,
    ...(f.remark ? { remark: f.remark } : {}),
    images: f.images.map((image, i) => {
      const label = `image ${i + 1} (${image.type}, ${Math.max(1, Math.round(image.bytes / 1024))} KB)`;
      return cdnUrl(origin, `feedback/${f.feedbackId}-${i + 1}.svg?${new URLSearchParams({ label })}`);
    }),
    status: f.status,
    createdAt: f.createdAt,
    replies: f.replies.map((r) => ({ ...r })),
  };
}

/** What falls due as the clock moves (money.ts `settle`): customer service's replies. */
export function feedbackDue(state: PlatformState): { time: number; run(): void }[] {
  const all = (state as FeedbackPlatform).feedback;
  if (!all) return [];
  return Object.values(all).flatMap((list) =>
    list.flatMap((f) => {
      const at = f.replyAt;
      return f.status === 'PENDING' && at !== undefined ? [{ time: at, run: () => reply(state, f, at) }] : [];
    }),
  );
}
