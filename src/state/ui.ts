import { proxy } from 'valtio';

/** Interface state of the shell that outlives a component: header toggles and the balance mask. */
export const shellUi = proxy({
  /** On /lottery the header navigation can be hidden (spec section 2). */
  headerNavHidden: false,
  /** The balance shown as asterisks. */
  balanceHidden: false,
});

export function toggleHeaderNav(): void {
  shellUi.headerNavHidden = !shellUi.headerNavHidden;
}

export function toggleBalanceHidden(): void {
  shellUi.balanceHidden = !shellUi.balanceHidden;
}
