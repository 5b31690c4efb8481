import { proxy } from 'valtio';
import { sessionStore } from './storage';

/** The launched game's address, framed by /game; kept in the session (`iframeUrl`) for reloads. */
export const launchedGame = proxy<{ url: string | null }>({ url: sessionStore.get('iframeUrl') });

export function setLaunchedGameUrl(url: string): void {
  sessionStore.set('iframeUrl', url);
  launchedGame.url = url;
}
