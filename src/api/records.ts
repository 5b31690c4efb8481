/** The game types of the records' filters, in the navigation's order. */
export const GAME_TYPES = ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP'] as const;

/**
 * The account record's type filter: what a member looks for, each the platform's transaction
 * types it covers (transfers both ways, withdrawals with their refunds).
 */
export const TYPE_GROUPS = {
  DEPOSIT: ['DEPOSIT'],
  WITHDRAWAL: ['WITHDRAWAL', 'WITHDRAWAL_REFUND'],
  TRANSFER: ['TRANSFER_IN', 'TRANSFER_OUT'],
  BET: ['BET'],
  PAYOUT: ['PAYOUT'],
  BONUS: ['BONUS'],
  REBATE: ['REBATE'],
  POINTS: ['POINTS_CONVERT', 'POINTS_REDEEM'],
  SALARY: ['SALARY'],
  DIVIDEND: ['DIVIDEND'],
  COMMISSION: ['COMMISSION'],
  ADJUSTMENT: ['ADJUSTMENT'],
} as const;
export type TypeGroup = keyof typeof TYPE_GROUPS;
