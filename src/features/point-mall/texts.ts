import { useLocaleParts } from '../../i18n/parts';

/**
 * The points mall's texts: its own part and the records' (the period picker, the game types' names).
 */
export function usePointMallTexts(): void {
  useLocaleParts('pointMall', 'records');
}
