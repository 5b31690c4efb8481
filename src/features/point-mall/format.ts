/**
 * The points mall's arithmetic and formats: what a member can afford, how much is missing, the
 * points as the language groups them, and the preset a stored
 * period was chosen with.
 */
import type { PointReward, PointsConfig } from '../../generated/relay/model';
import { type Period, type PeriodPreset, presetPeriod } from '../../ui/period';

/** The most units one redemption takes from the redeem dialog. */
export const MAX_QUANTITY = 10;
/** The platform's contact number rule (the redeem form's `phone_format`). */
export const MOBILE_PATTERN = /^\+?[0-9]{6,15}$/;
export const ADDRESS_MAX = 255;

/** Points grouped in the member's language, Latin digits. */
export function formatPoints(points: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2, numberingSystem: 'latn' }).format(points);
}

export interface Purse {
  pointsBalance: number;
  mainWallet: number;
}

/** The most units of a reward the member may redeem at once: the stock, 10, and what the points and main wallet pay for. */
export function maxQuantity(reward: Pick<PointReward, 'stock' | 'pointsRequired' | 'amountRequired'>, purse: Purse): number {
  let most = Math.min(reward.stock, MAX_QUANTITY);
  if (reward.pointsRequired > 0) most = Math.min(most, Math.floor(purse.pointsBalance / reward.pointsRequired));
  if (reward.amountRequired > 0) most = Math.min(most, Math.floor(purse.mainWallet / reward.amountRequired));
  return Math.max(0, most);
}

export type Shortfall = { kind: 'points'; missing: number } | { kind: 'money'; missing: number };

/** What one unit of a reward still needs: points first, then money; null when the member can pay. */
export function shortfall(reward: Pick<PointReward, 'pointsRequired' | 'amountRequired'>, purse: Purse): Shortfall | null {
  if (purse.pointsBalance < reward.pointsRequired) return { kind: 'points', missing: reward.pointsRequired - purse.pointsBalance };
  if (purse.mainWallet < reward.amountRequired) return { kind: 'money', missing: Math.round((reward.amountRequired - purse.mainWallet) * 100) / 100 };
  return null;
}

/** The ratios that differ from the settings' own, each with the game types that earn it (in the settings' order). */
export function earnExceptions(config: Pick<PointsConfig, 'pointsRatio' | 'earnRates'>): { pointsRatio: number; gameTypes: string[] }[] {
  const groups: { pointsRatio: number; gameTypes: string[] }[] = [];
  for (const rate of config.earnRates ?? []) {
    if (rate.pointsRatio === config.pointsRatio) continue;
    const group = groups.find((g) => g.pointsRatio === rate.pointsRatio);
    if (group) group.gameTypes.push(rate.gameType);
    else groups.push({ pointsRatio: rate.pointsRatio, gameTypes: [rate.gameType] });
  }
  return groups;
}

type Preset = Exclude<PeriodPreset, 'custom'>;
const PRESETS: readonly Preset[] = ['today', 'yesterday', 'last7', 'last30'];

/** The preset a period is, on the day of `now`; 'custom' for any other range. */
export function presetOf(period: Period, now: number): PeriodPreset {
  return (
    PRESETS.find((p) => {
      const range = presetPeriod(p, now);
      return range.startTime === period.startTime && range.endTime === period.endTime;
    }) ?? 'custom'
  );
}

/** A whole number of points typed in the convert form, or null. */
export function parsePoints(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : null;
}
