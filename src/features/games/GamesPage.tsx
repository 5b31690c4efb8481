import { useLocation, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AreaLayout } from '../../ui/AreaLayout';

const TYPES = { '/rng': 'rng', '/pvp': 'pvp', '/fish': 'fish', '/live': 'live' } as const;

/** The games view that /rng, /pvp, /fish and /live share. */
export default function GamesPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const search = useSearch({ strict: false }) as { vassalage?: string };
  const type = TYPES[pathname as keyof typeof TYPES] ?? 'rng';
  return (
    <AreaLayout title={t(`area.${type}.title`)} intro={t(`area.${type}.intro`)}>
      {search.vassalage ? (
        <dl className="area__facts">
          <div>
            <dt>{t('area.vendor')}</dt>
            <dd>{search.vassalage}</dd>
          </div>
        </dl>
      ) : null}
    </AreaLayout>
  );
}
