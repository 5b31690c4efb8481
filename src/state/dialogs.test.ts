import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDialog, dialogs, openDialog, setDialogOpener } from './dialogs';

beforeEach(() => {
  dialogs.open = [];
  dialogs.openings = {};
});

afterEach(() => setDialogOpener(undefined));

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

  it("hands a dialog to the host's opener, which opens it when it calls back, and tells it of a close", () => {
    const asked: string[] = [];
    const closed: string[] = [];
    let show: () => void = () => undefined;
    setDialogOpener({
      open: (name, _params, then) => {
        asked.push(name);
        show = then;
      },
      close: (name) => closed.push(name),
    });
    openDialog('memberCentre', { item: 'depositv2' });
    expect(asked).toEqual(['memberCentre']);
    expect(dialogs.open).toEqual([]);
    show();
    expect(dialogs.open).toEqual(['memberCentre']);
    expect(dialogs.openings.memberCentre).toBe(1);
    closeDialog('memberCentre');
    expect(closed).toEqual(['memberCentre']);
  });
});
