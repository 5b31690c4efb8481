import { useTranslation } from 'react-i18next';
import type { ContractKind, ContractTier } from '../../../generated/relay/model';
import { topRates } from './terms';

/** Percentages in the member's language: at most 2 decimals, Latin digits, then `%`. */
export function usePercent(): (value: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2, numberingSystem: 'latn' });
  return (value) => `${format.format(value)}%`;
}

/** Counts (active members) in the member's language, Latin digits. */
export function useCount(): (value: number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0, numberingSystem: 'latn' });
  return (value) => format.format(value);
}

/** A contract's rates in words: `0.5%`, or for real-time salary `profit 0.8%, loss 0.5%`. */
export function useRates(): (rates: { rate: number; lossRate?: number | undefined }) => string {
  const { t } = useTranslation();
  const percent = usePercent();
  return ({ rate, lossRate }) => (lossRate === undefined ? percent(rate) : t('contracts.rates', { rate: percent(rate), lossRate: percent(lossRate) }));
}

/** A contract's top rates in words (its last tier's). */
export function useTopRate(): (tiers: readonly ContractTier[]) => string {
  const rates = useRates();
  return (tiers) => rates(topRates(tiers));
}

/** The kind's name inside a sentence (`hourly salary`). */
export function useKindName(): (kind: ContractKind) => string {
  const { t } = useTranslation();
  return (kind) => t(`contracts.kind.${kind}`);
}
