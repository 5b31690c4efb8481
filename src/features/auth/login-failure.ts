import type { TFunction } from 'i18next';
import { ApiError, errorMessage } from '../../lib/errors';

/** The code of a login refused during a time-out or self-exclusion (responsible gaming). */
const EXCLUDED = 'member.self.excluded';

/**
 * What a failed login says: during a time-out or self-exclusion, until when (its texts and dates
 * come in a chunk of their own, only then); otherwise the failure's own message.
 */
export async function loginFailureText(error: unknown, t: TFunction, language: string): Promise<string> {
  if (error instanceof ApiError && error.code === EXCLUDED) {
    const text = await import('../../api/responsible').then((m) => m.gamingRefusalMessage(error, t, language)).catch(() => null);
    if (text) return text;
  }
  return errorMessage(error, t);
}
