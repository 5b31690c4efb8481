/**
 * How the dialog host opens a dialog (issue 29): it waits for the dialog's body (its chunk, texts
 * and first replies: the preload its intent started) and opens it whole, the page and the pressed
 * control (marked as on its way: `opening`) staying until then, as a transition does; a body slow
 * to come (OPEN_WAIT_MS) opens with its loading view rather than leave the click unanswered.
 * Dialogs asked for while one waits open together with it, in the order asked, as dialogs asked
 * for at once always did (the after-login modal: the withdrawal confirmation above the pop-ups).
 * It lives with the host, not in the first page's load: until the host is there, dialogs open at once.
 */
import { proxy } from 'valtio';
import type { DialogName } from '../../state/dialogs';

/** A second: TanStack Router's own default before a pending route shows its loading view. */
export const OPEN_WAIT_MS = 1000;

/** The dialogs asked to open whose bodies are on their way: the item asked for (`item`), or true. */
export const opening = proxy<Partial<Record<DialogName, string | true>>>({});

type Preload = (name: DialogName, params: unknown) => Promise<unknown>;

/** An opener (state/dialogs: setDialogOpener) waiting for what `preload` fetches. */
export function dialogOpener(preload: Preload) {
  let waiting: { asked: [DialogName, () => void][]; bodies: Promise<unknown>[] } | null = null;
  const openWhenReady = async (group: NonNullable<typeof waiting>) => {
    const deadline = new Promise((resolve) => setTimeout(resolve, OPEN_WAIT_MS));
    let count = 0;
    // A body asked for meanwhile joins the wait (until the deadline).
    while (count !== group.bodies.length) {
      count = group.bodies.length;
      if ((await Promise.race([Promise.all(group.bodies).then(() => 'ready'), deadline])) !== 'ready') break;
    }
    waiting = null;
    for (const [name, show] of group.asked) {
      // A dialog closed meanwhile is no longer asked for.
      if (!opening[name]) continue;
      delete opening[name];
      show();
    }
  };
  return {
    open(name: DialogName, params: unknown, show: () => void): void {
      if (opening[name]) return;
      opening[name] = (params as { item?: string } | undefined)?.item ?? true;
      const body = preload(name, params);
      if (waiting) {
        waiting.asked.push([name, show]);
        waiting.bodies.push(body);
        return;
      }
      waiting = { asked: [[name, show]], bodies: [body] };
      void openWhenReady(waiting);
    },
    close(name: DialogName): void {
      delete opening[name];
    },
  };
}
