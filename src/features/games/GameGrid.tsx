import { useRouter } from '@tanstack/react-router';
import { type LiHTMLAttributes, memo, type ReactElement, type RefObject, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageHost } from '../../api/site';
import type { GameItem } from '../../generated/relay/model';
import { RowBoundary } from '../../ui/ErrorBoundary';
import { Icon } from '../../ui/icons';
import { intentProps } from '../../ui/lazy';
import { RemoteImage } from '../../ui/RemoteImage';
import { useFavorites } from './favorites';
import { type LaunchableGame, type LaunchMode, useLaunchGame } from './launch';
import './games.css';

/** A game row as every list gives it (game list, hot games, favourites, recent games). */
export type GameRow = Pick<GameItem, 'nodeId' | 'gameName' | 'gameCode' | 'icon' | 'vassalage' | 'gameType' | 'freeplay' | 'isHot' | 'defaultPlayType'>;

const launchable = (game: GameRow): LaunchableGame => ({
  gameCode: game.gameCode,
  vassalage: game.vassalage,
  gameType: game.gameType,
  nodeId: game.nodeId,
  defaultPlayType: game.defaultPlayType,
  freeplay: game.freeplay,
});

/** Attributes a list adds to a tile's item: a windowed list's place of the game in the list, a style. */
export type TileAttributes = Pick<LiHTMLAttributes<HTMLLIElement>, 'aria-setsize' | 'aria-posinset' | 'style'>;

/** A game's tile key: the same on every page of a list and every render. */
export const tileKey = (game: GameRow) => `${game.vassalage}-${game.nodeId}`;

/**
 * Game tiles: picture, name, HOT mark, a heart for favourites, Play, and Free where the game
 * offers free play. `label` names the list for assistive technology.
 */
export function GameGrid({ games, label, compact = false }: { games: readonly GameRow[]; label: string; compact?: boolean }) {
  const tile = useGameTiles();
  return (
    <ul className={`game-grid${compact ? ' game-grid--compact' : ''}`} aria-label={label}>
      {games.map((game) => tile(game))}
    </ul>
  );
}

/** Where a game's name goes in a text translated once for a whole list (no language writes it). */
const NAME = '\u{E000}';

/**
 * A tile's texts, translated once per list and language: a lobby draws dozens of tiles, and six
 * translations each were most of its first drawing's work. A text naming the game is translated
 * with a mark where the name goes (each language puts it where its grammar does), then filled.
 */
type TileTexts = ReturnType<typeof useTileTexts>;

function useTileTexts() {
  const { t } = useTranslation();
  return useMemo(() => {
    const named = (key: string) => {
      const [before = '', after = ''] = t(key, { name: NAME }).split(NAME);
      return (name: string) => `${before}${name}${after}`;
    };
    return {
      hot: t('nav.hot'),
      play: t('games.play'),
      free: t('games.free'),
      playName: named('games.play_name'),
      freeName: named('games.free_name'),
      favoriteAdd: named('games.favorite_add'),
      favoriteRemove: named('games.favorite_remove'),
    };
    // i18next's `t` is a new one for each language: a new language, new texts.
  }, [t]);
}

/** What a list's tiles share that changes (launching, favourites): read through a ref, so a tile draws again only when its own state does. */
interface TileActions {
  launch: (game: LaunchableGame, mode?: LaunchMode) => void;
  toggleFavorite: (game: GameRow) => void;
  preloadGame: () => void;
}

interface TileProps {
  game: GameRow;
  busy: boolean;
  favorite: boolean;
  /** Whether the heart says its state (a signed-in member's favourites). */
  favoritesEnabled: boolean;
  imageHost: string | null | undefined;
  text: TileTexts;
  actions: RefObject<TileActions>;
  attributes: TileAttributes | undefined;
}

/**
 * One game's tile in its row boundary (a game that cannot be drawn fails alone). Memoized: a list
 * draws dozens, and a launch, a favourite or the next page changes one tile or none of them.
 */
const GameTile = memo(
  function GameTile({ game, busy, favorite, favoritesEnabled, imageHost, text, actions, attributes }: TileProps) {
    const launch = (mode?: LaunchMode) => actions.current.launch(launchable(game), mode);
    const intent = intentProps(() => actions.current.preloadGame());
    return (
      <RowBoundary row={game} as="li">
        {() => (
          <li className="game-tile" aria-busy={busy || undefined} {...intent} {...attributes}>
            {/* A click on the picture plays too; the Play button is the keyboard's way in. */}
            {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the Play button below is the accessible control */}
            <div className="game-tile__media" onClick={() => launch()}>
              <RemoteImage
                src={game.icon}
                imageHost={imageHost}
                width={300}
                height={300}
                className="game-tile__image"
                fallback={<span className="game-tile__image game-tile__image--none" aria-hidden="true" />}
              />
              {game.isHot === 1 ? <span className="hot-badge">{text.hot}</span> : null}
              {busy ? <span className="game-tile__busy spinner" aria-hidden="true" /> : null}
            </div>
            <button
              type="button"
              className={`game-tile__favorite${favorite ? ' game-tile__favorite--on' : ''}`}
              aria-pressed={favoritesEnabled ? favorite : undefined}
              aria-label={(favorite ? text.favoriteRemove : text.favoriteAdd)(game.gameName)}
              onClick={() => actions.current.toggleFavorite(game)}
            >
              <Icon name="heart" size={18} filled={favorite} />
            </button>
            <h3 className="game-tile__name" title={game.gameName}>
              {game.gameName}
            </h3>
            <div className="game-tile__actions">
              <button
                type="button"
                className="button button--primary game-tile__play"
                disabled={busy}
                aria-label={text.playName(game.gameName)}
                onClick={() => launch()}
              >
                {text.play}
              </button>
              {game.freeplay === 1 ? (
                <button
                  type="button"
                  className="button game-tile__free"
                  disabled={busy}
                  aria-label={text.freeName(game.gameName)}
                  onClick={() => launch('free')}
                >
                  {text.free}
                </button>
              ) : null}
            </div>
          </li>
        )}
      </RowBoundary>
    );
  },
  // A windowed list's attributes are a new object at each draw: equal when their values are.
  (a, b) =>
    a.game === b.game &&
    a.busy === b.busy &&
    a.favorite === b.favorite &&
    a.favoritesEnabled === b.favoritesEnabled &&
    a.imageHost === b.imageHost &&
    a.text === b.text &&
    a.actions === b.actions &&
    sameAttributes(a.attributes, b.attributes),
);

const sameAttributes = (a: TileAttributes | undefined, b: TileAttributes | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a['aria-setsize'] === b['aria-setsize'] &&
    a['aria-posinset'] === b['aria-posinset'] &&
    JSON.stringify(a.style) === JSON.stringify(b.style));

/**
 * What draws a list's tiles: what they share (launching, favourites, the image host, the game
 * frame's preload) is asked once per list; the function returns one game's tile, keyed.
 */
export function useGameTiles(): (game: GameRow, attributes?: TileAttributes) => ReactElement {
  const { launch, launching, keyOf } = useLaunchGame();
  // The pointer or focus on a tile fetches the game frame's chunk: the launch then only waits for
  // the game's address (which is not asked ahead: each launch opens a session at the vendor).
  const router = useRouter();
  const favorites = useFavorites();
  const imageHost = useImageHost();
  const text = useTileTexts();
  const latest: TileActions = {
    launch,
    toggleFavorite: (game) => favorites.toggle({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType }),
    preloadGame: () => void router.preloadRoute({ to: '/game' }).catch(() => undefined),
  };
  const actions = useRef(latest);
  actions.current = latest;
  return (game, attributes) => (
    <GameTile
      key={tileKey(game)}
      game={game}
      busy={launching === keyOf(launchable(game))}
      favorite={favorites.isFavorite(game.nodeId)}
      favoritesEnabled={favorites.enabled}
      imageHost={imageHost}
      text={text}
      actions={actions}
      attributes={attributes}
    />
  );
}
