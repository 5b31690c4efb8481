import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVendorsByCategory } from '../../../api/content';
import type { GameCategory } from '../../../generated/relay/model';
import { useLocalePart } from '../../../i18n/parts';
import { AreaLayout } from '../../../ui/AreaLayout';
import { QueryView } from '../../../ui/StatusView';
import { LobbyGames } from './GamesPage';

/** Game types with game lists (sports, e-sports and lotteries open their own pages). */
const LIST_TYPES: readonly GameCategory[] = ['RNG', 'LIVE', 'FISH', 'PVP'];

/** /seamless: every game of the single (seamless) wallet in one place, by game type. */
export default function SeamlessPage() {
  // The lobby's list brings the lobby's texts (LobbyGames loads them too): asked with the page, not after it.
  useLocalePart('lobby');
  const { t } = useTranslation();
  const { query, byCategory } = useVendorsByCategory();
  const types = LIST_TYPES.filter((type) => byCategory.has(type));
  const [chosen, setChosen] = useState<GameCategory | null>(null);
  const type = chosen && types.includes(chosen) ? chosen : types[0];
  return (
    <AreaLayout title={t('area.seamless.title')} intro={t('area.seamless.intro')}>
      <QueryView query={query} isEmpty={() => !type} empty={t('games.no_vendors')}>
        {() => (
          <>
            <fieldset className="chips">
              <legend className="visually-hidden">{t('games.types')}</legend>
              {types.map((c) => (
                <button key={c} type="button" className="chips__chip" aria-pressed={c === type} onClick={() => setChosen(c)}>
                  {t(`nav.category.${c}`)}
                </button>
              ))}
            </fieldset>
            {type ? <LobbyGames key={type} type={type} /> : null}
          </>
        )}
      </QueryView>
    </AreaLayout>
  );
}
