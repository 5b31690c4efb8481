import { beforeEach, describe, expect, it } from 'vitest';
import { closeDialog, dialogs, openDialog } from './dialogs';

beforeEach(() => {
  dialogs.open = [];
  dialogs.openings = {};
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
