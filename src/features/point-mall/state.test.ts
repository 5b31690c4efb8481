import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, dialogs, openDialog } from '../../state/dialogs';
import { openRedeem, pointMallState, resetPointMall } from './state';

afterEach(() => {
  dialogs.open = [];
  resetPointMall();
});

describe('the points mall state', () => {
  it('is cleared when the member centre closes (spec section 4), and only then', async () => {
    pointMallState.tab = 'details';
    pointMallState.details.type = 'EARN';
    openRedeem(103);
    pointMallState.redeemForm.receivingAddress = '12 Nguyễn Huệ';
    openDialog('memberCentre', { item: 'transactionHistory' });
    openDialog('login');
    closeDialog('login');
    await Promise.resolve();
    expect(pointMallState).toMatchObject({ tab: 'details', redeeming: 103 });
    closeDialog('memberCentre');
    await vi.waitFor(() => expect(pointMallState.tab).toBe('rewards'));
    expect(pointMallState).toMatchObject({
      redeeming: null,
      details: { type: 'ALL', page: 1 },
      redeemForm: { quantity: 1, receivingAddress: '', mobileNum: '' },
    });
  });

  it('opens the redeem dialog on an empty form for another reward, and keeps the form for the same one', () => {
    openRedeem(103);
    pointMallState.redeemForm.mobileNum = '0912345678';
    openRedeem(103);
    expect(pointMallState.redeemForm.mobileNum).toBe('0912345678');
    openRedeem(104);
    expect(pointMallState.redeemForm.mobileNum).toBe('');
  });
});
