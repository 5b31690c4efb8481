/** The withdrawal password is six digits. */
export function withdrawPasswordProblem(value: string, t: (key: string) => string): string | null {
  if (!value) return t('not_empty');
  return /^\d{6}$/.test(value) ? null : t('money.problem.password_format');
}
