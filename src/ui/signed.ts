/** A figure's colour class: a win green, a loss red. */
export const signedClass = (amount: number): string => (amount > 0 ? 'amount--up' : amount < 0 ? 'amount--down' : '');
