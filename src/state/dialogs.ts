import { proxy } from 'valtio';

/** Every dialog the spec names (section 2). */
export const DIALOG_NAMES = [
  'login',
  'register',
  'forgotPassword',
  'changePassword',
  'announcements',
  'memberCentre',
  'agentCentre',
  'gamePopup',
  'chatRoom',
  'withdrawalConfirmation',
] as const;
export type DialogName = (typeof DIALOG_NAMES)[number];

/** What a dialog opens with (e.g. the member-centre item or the game to show). */
export interface DialogParams {
  login: { tab?: 'username' | 'sms' };
  announcements: { kind?: AnnouncementKind };
  memberCentre: { item?: string };
  agentCentre: { item?: string };
  /** A game opened over the page: its name and its launched address, or the game to launch (the mini games). */
  gamePopup: { title: string; url?: string; launch?: PopupLaunch };
  /** Without `url`: the room list (rooms are entered from it); with one: that chat page. */
  chatRoom: { url?: string; title?: string };
  register: { affiliateCode?: string };
  /** The confirmation to show first (from the withdrawal list); the oldest waiting otherwise. */
  withdrawalConfirmation: { payDetailId?: string };
}
export type AnnouncementKind = 'player' | 'banners' | 'popup' | 'promotion';

/** A game the game popup launches itself (the generic launch), so it opens at once and shows the wait. */
export interface PopupLaunch {
  gameCode: string;
  vassalage: string;
  nodeId?: number;
  /** When it was asked for: each opening launches anew. */
  openedAt: number;
}

/** A short message or question in a small dialog (warnings, confirmations). */
export interface AlertRequest {
  id: number;
  /** Translation key or already translated text (`text`). */
  messageKey?: string;
  text?: string;
  confirmKey?: string;
  /** With a cancel button: a question. */
  cancelKey?: string;
  resolve: (confirmed: boolean) => void;
}

interface DialogState {
  open: DialogName[];
  params: Partial<{ [K in DialogName]: K extends keyof DialogParams ? DialogParams[K] : undefined }>;
  alerts: AlertRequest[];
  /** How many times each dialog has been opened: its body starts afresh at each opening, even one during its fade-out. */
  openings: Partial<Record<DialogName, number>>;
  /** The dialogs asked to open whose bodies are on their way (OPEN_WAIT_MS): the item asked for, or true. */
  opening: Partial<Record<DialogName, string | true>>;
}

export const dialogs = proxy<DialogState>({ open: [], params: {}, alerts: [], openings: {}, opening: {} });

/**
 * How long a dialog asked to open waits for its body (chunk, texts, first replies) before it opens
 * with its loading view: a body a moment away opens whole, the page and the pressed control
 * (marked as on its way) staying until then, as a transition does (issue 29); a slow one opens at
 * once with a loading view rather than leave the click unanswered (after a second: TanStack
 * Router's own default before a pending route shows its loading view).
 */
export const OPEN_WAIT_MS = 1000;

/** Each dialog's latest request to open, so that a close drops it. */
const requests = new Map<DialogName, number>();
let requestCount = 0;

/**
 * The dialogs asked to open while one waits for its body: they open together, in the order asked,
 * once every body is there (or OPEN_WAIT_MS after the first was asked), as dialogs asked for at
 * once always did (the after-login modal: the withdrawal confirmation above the pop-ups).
 */
let waiting: { asked: [DialogName, number][]; bodies: Promise<unknown>[] } | null = null;

function show(name: DialogName): void {
  delete dialogs.opening[name];
  requests.delete(name);
  if (dialogs.open.includes(name)) return;
  dialogs.open.push(name);
  dialogs.openings[name] = (dialogs.openings[name] ?? 0) + 1;
}

async function openWhenReady(group: NonNullable<typeof waiting>): Promise<void> {
  const deadline = new Promise((resolve) => setTimeout(resolve, OPEN_WAIT_MS));
  let count = 0;
  while (count !== group.bodies.length) {
    count = group.bodies.length;
    if ((await Promise.race([Promise.all(group.bodies).then(() => 'ready'), deadline])) !== 'ready') break;
  }
  waiting = null;
  for (const [name, request] of group.asked) if (requests.get(name) === request) show(name);
}

export function openDialog<K extends DialogName>(name: K, ...params: K extends keyof DialogParams ? [DialogParams[K]?] : []): void {
  (dialogs.params as Record<string, unknown>)[name] = params[0];
  if (dialogs.open.includes(name) || requests.has(name)) return;
  const body = preloader?.(name, params[0] as never);
  if (!body && !waiting) {
    show(name);
    return;
  }
  requestCount += 1;
  requests.set(name, requestCount);
  dialogs.opening[name] = (params[0] as { item?: string } | undefined)?.item ?? true;
  if (waiting) {
    waiting.asked.push([name, requestCount]);
    if (body) waiting.bodies.push(body);
    return;
  }
  waiting = { asked: [[name, requestCount]], bodies: [body as Promise<void>] };
  void openWhenReady(waiting);
}

/**
 * A dialog's preload (the dialog host's): its body's chunk, texts and first replies, for the
 * intent to open it; a promise of their being there (never rejected), or nothing when it has none.
 */
type Preloader = <K extends DialogName>(name: K, params: K extends keyof DialogParams ? DialogParams[K] | undefined : undefined) => Promise<void> | undefined;
let preloader: Preloader | undefined;

/** Set by the dialog host: what preloading a dialog fetches (its chunk, its texts, its first replies). */
export function setDialogPreloader(fn: Preloader | undefined): void {
  preloader = fn;
}

/**
 * Fetches what a dialog needs before it opens (issue 29): called on the intent to open it (the
 * pointer on its button, the focus, a touch), so that a click finds it here. Safe to call often.
 */
export function preloadDialog<K extends DialogName>(name: K, ...params: K extends keyof DialogParams ? [DialogParams[K]?] : []): void {
  void preloader?.(name, params[0] as never);
}

export function closeDialog(name: DialogName): void {
  requests.delete(name);
  delete dialogs.opening[name];
  dialogs.open = dialogs.open.filter((d) => d !== name);
}

export function isDialogOpen(name: DialogName): boolean {
  return dialogs.open.includes(name);
}

/** Asked by the transport, and by any action that needs a session, when there is none. */
export function requestLogin(): void {
  openDialog('login');
}

let alertId = 0;

/** Shows a message (or a question, with `cancelKey`) and resolves with the user's answer. */
export function showAlert(request: Omit<AlertRequest, 'id' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    alertId += 1;
    dialogs.alerts.push({ ...request, id: alertId, resolve });
  });
}

export function answerAlert(id: number, confirmed: boolean): void {
  const alert = dialogs.alerts.find((a) => a.id === id);
  dialogs.alerts = dialogs.alerts.filter((a) => a.id !== id);
  alert?.resolve(confirmed);
}
