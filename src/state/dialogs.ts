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
}

export const dialogs = proxy<DialogState>({ open: [], params: {}, alerts: [], openings: {} });

/**
 * The dialog host's way of opening a dialog (app/shell/dialog-opening: once its body is there,
 * calling `show`) and of dropping one asked for and closed before it opened; without it, at once.
 */
interface Opener {
  open(name: DialogName, params: unknown, show: () => void): void;
  close(name: DialogName): void;
}
let opener: Opener | undefined;

export function setDialogOpener(fn: Opener | undefined): void {
  opener = fn;
}

export function openDialog<K extends DialogName>(name: K, ...params: K extends keyof DialogParams ? [DialogParams[K]?] : []): void {
  (dialogs.params as Record<string, unknown>)[name] = params[0];
  const show = () => {
    if (dialogs.open.includes(name)) return;
    dialogs.open.push(name);
    dialogs.openings[name] = (dialogs.openings[name] ?? 0) + 1;
  };
  if (dialogs.open.includes(name)) return;
  if (opener) opener.open(name, params[0], show);
  else show();
}

/** A dialog's preload (the dialog host's): its body's chunk, texts and first replies, for the intent to open it. */
type Preloader = <K extends DialogName>(name: K, params: K extends keyof DialogParams ? DialogParams[K] | undefined : undefined) => unknown;
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
  preloader?.(name, params[0] as never);
}

export function closeDialog(name: DialogName): void {
  opener?.close(name);
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
