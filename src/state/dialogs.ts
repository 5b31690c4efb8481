import { proxy } from 'valtio';

/** Every dialog the spec names (section 2). */
export type DialogName =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'announcements'
  | 'memberCentre'
  | 'agentCentre'
  | 'gamePopup'
  | 'chatRoom'
  | 'withdrawalConfirmation';

export const dialogs = proxy<{ open: DialogName[] }>({ open: [] });

export function openDialog(name: DialogName): void {
  if (!dialogs.open.includes(name)) dialogs.open.push(name);
}

export function closeDialog(name: DialogName): void {
  dialogs.open = dialogs.open.filter((d) => d !== name);
}

/** Asked by the transport when a call needs a session that is missing or has ended. */
export function requestLogin(): void {
  openDialog('login');
}
