import { loadLocalePart, useLocalePart } from '../../i18n/parts';

/**
 * The promotion screens' texts: their own part, and the reward centre's (activity statuses, the
 * apply form, the raffle, the reward centre's error codes). Both start loading at once.
 */
export function usePromotionTexts(): void {
  void loadLocalePart('rewards').catch(() => undefined);
  useLocalePart('promotions');
  useLocalePart('rewards');
}
