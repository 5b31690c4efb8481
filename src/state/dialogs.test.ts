import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, dialogs, OPEN_WAIT_MS, openDialog, setDialogPreloader } from './dialogs';

beforeEach(() => {
  dialogs.open = [];
  dialogs.openings = {};
  dialogs.opening = {};
});

afterEach(() => {
  setDialogPreloader(undefined);
  vi.useRealTimers();
});

describe('dialog openings', () => {
  it('counts each opening, so a dialog reopened during its fade-out starts afresh', () => {
    openDialog('agentCentre');
    expect(dialogs.openings.agentCentre).toBe(1);
    // Asked again while open (another item): the same opening.
    openDialog('agentCentre', { item: 'myContracts' });
    expect(dialogs.openings.agentCentre).toBe(1);
    expect(dialogs.params.agentCentre).toEqual({ item: 'myContracts' });
    closeDialog('agentCentre');
    expect(dialogs.open).toEqual([]);
    openDialog('agentCentre');
    expect(dialogs.openings.agentCentre).toBe(2);
    expect(dialogs.openings.memberCentre).toBeUndefined();
  });
});

/** A preloader whose body comes when the test says. */
function heldPreloader() {
  let arrive!: () => void;
  const body = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  setDialogPreloader(() => body);
  return () => arrive();
}

describe('a dialog whose body is on its way', () => {
  it('opens when its body is there, marked as opening (with the item asked for) until then', async () => {
    const arrive = heldPreloader();
    openDialog('memberCentre', { item: 'depositv2' });
    expect(dialogs.open).toEqual([]);
    expect(dialogs.opening.memberCentre).toBe('depositv2');
    arrive();
    await vi.waitFor(() => expect(dialogs.open).toEqual(['memberCentre']));
    expect(dialogs.opening.memberCentre).toBeUndefined();
    expect(dialogs.openings.memberCentre).toBe(1);
  });

  it('opens with its loading view when the body takes longer than OPEN_WAIT_MS', async () => {
    vi.useFakeTimers();
    heldPreloader();
    openDialog('agentCentre');
    await vi.advanceTimersByTimeAsync(OPEN_WAIT_MS - 1);
    expect(dialogs.open).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(dialogs.open).toEqual(['agentCentre']);
  });

  it('stays closed when closed before its body came', async () => {
    const arrive = heldPreloader();
    openDialog('login');
    closeDialog('login');
    expect(dialogs.opening.login).toBeUndefined();
    arrive();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dialogs.open).toEqual([]);
  });
});

describe('dialogs asked for together', () => {
  it('open together, in the order asked, once every body is there', async () => {
    const bodies: Record<string, () => void> = {};
    setDialogPreloader(
      (name) =>
        new Promise<void>((resolve) => {
          bodies[name] = resolve;
        }),
    );
    openDialog('withdrawalConfirmation', {});
    openDialog('announcements', { kind: 'popup' });
    bodies.announcements!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dialogs.open).toEqual([]);
    bodies.withdrawalConfirmation!();
    await vi.waitFor(() => expect(dialogs.open).toEqual(['withdrawalConfirmation', 'announcements']));
  });
});
