import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, type DialogName, dialogs, openDialog, setDialogOpener } from '../../state/dialogs';
import { dialogOpener, OPEN_WAIT_MS, opening } from './dialog-opening';

/** Each dialog's body, held until the test lets it come. */
let arrive: Partial<Record<DialogName, () => void>>;

beforeEach(() => {
  dialogs.open = [];
  dialogs.openings = {};
  for (const name of Object.keys(opening) as DialogName[]) delete opening[name];
  arrive = {};
  setDialogOpener(
    dialogOpener(
      (name) =>
        new Promise<void>((resolve) => {
          arrive[name] = resolve;
        }),
    ),
  );
});

afterEach(() => {
  setDialogOpener(undefined);
  vi.useRealTimers();
});

describe('a dialog whose body is on its way', () => {
  it('opens when its body is there, marked as opening (with the item asked for) until then', async () => {
    openDialog('memberCentre', { item: 'depositv2' });
    expect(dialogs.open).toEqual([]);
    expect(opening.memberCentre).toBe('depositv2');
    arrive.memberCentre!();
    await vi.waitFor(() => expect(dialogs.open).toEqual(['memberCentre']));
    expect(opening.memberCentre).toBeUndefined();
    expect(dialogs.openings.memberCentre).toBe(1);
  });

  it('opens with its loading view when the body takes longer than OPEN_WAIT_MS', async () => {
    vi.useFakeTimers();
    openDialog('agentCentre');
    await vi.advanceTimersByTimeAsync(OPEN_WAIT_MS - 1);
    expect(dialogs.open).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(dialogs.open).toEqual(['agentCentre']);
  });

  it('stays closed when closed before its body came', async () => {
    openDialog('login');
    closeDialog('login');
    arrive.login!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dialogs.open).toEqual([]);
  });
});

describe('dialogs asked for together', () => {
  it('open together, in the order asked, once every body is there', async () => {
    openDialog('withdrawalConfirmation', {});
    openDialog('announcements', { kind: 'popup' });
    arrive.announcements!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dialogs.open).toEqual([]);
    arrive.withdrawalConfirmation!();
    await vi.waitFor(() => expect(dialogs.open).toEqual(['withdrawalConfirmation', 'announcements']));
  });
});
