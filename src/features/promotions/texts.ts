import { useLocaleParts } from '../../i18n/parts';

/**
 * The promotion screens' texts: their own part and the reward centre's (activity statuses, the apply
 * form, the raffle, the reward centre's error codes).
 */
export function usePromotionTexts(): void {
  useLocaleParts('promotions', 'rewards');
}
