import { useTranslation } from 'react-i18next';
import type { DownlineExclusion } from '../../../generated/relay/model';
import { useDates } from '../../../i18n/useDates';

/**
 * A downline's time-out or self-exclusion (responsible gaming): its kind and end only, never the
 * member's limits or figures.
 */
export function ExclusionBadge({ exclusion }: { exclusion: DownlineExclusion | undefined }) {
  const { t } = useTranslation();
  const when = useDates().moment;
  if (!exclusion || (exclusion.kind !== 'TIME_OUT' && exclusion.kind !== 'SELF_EXCLUSION')) return null;
  return (
    <span className="status-badge status-badge--wait agent-exclusion">{t(`agent.exclusion.${exclusion.kind}`, { time: when.format(exclusion.until) })}</span>
  );
}
