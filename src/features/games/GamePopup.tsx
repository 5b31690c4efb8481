/**
 * The game popup (docs/design/issue15.md, part 6): a game opened over the page in a sandboxed
 * frame, named by the dialog's heading, with a full-screen button above it. Opened with the game's address it
 * frames it; opened with a game to launch (the mini-game widget) it launches it the generic way
 * first, showing the wait and, on a failure, the reason with a retry. Portrait, 420 pixels wide
 * on a desktop; below 600 pixels it fills the screen (mini-games.css).
 */
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useGamingRefusalText } from '../../api/responsible';
import { useLocalePart } from '../../i18n/parts';
import { safeHttpUrl } from '../../lib/url';
import { dialogs } from '../../state/dialogs';
import { language } from '../../state/language';
import { session } from '../../state/session';
import { FramePanel } from '../../ui/SandboxedFrame';
import { ErrorView, LoadingView } from '../../ui/StatusView';
import { genericLaunchParams, launchUrl } from './launch';
import './mini-games.css';

export default function GamePopup() {
  useLocalePart('minigames');
  const { t } = useTranslation();
  const params = useSnapshot(dialogs).params.gamePopup;
  const game = params?.launch;
  const stage = useRef<HTMLDivElement>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const title = params?.title || t('game.frame_title');

  const launched = useQuery({
    queryKey: ['gamePopup', game?.vassalage, game?.gameCode, game?.openedAt],
    queryFn: ({ signal }) =>
      launchUrl(genericLaunchParams({ gameCode: game!.gameCode, vassalage: game!.vassalage, nodeId: game!.nodeId }, session.account, language.code), signal),
    enabled: Boolean(game),
    // A launch is used once: a new opening launches again.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const url = game ? launched.data : params?.url;
  // One of the member's limits (responsible gaming) says which and when games open again.
  const refusal = useGamingRefusalText(launched.error);
  const canFullScreen = Boolean(safeHttpUrl(url)) && typeof document !== 'undefined' && document.fullscreenEnabled;

  useEffect(() => {
    const box = stage.current;
    const onChange = () => setFullScreen(box !== null && document.fullscreenElement === box);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      // Closing the popup leaves full screen too.
      if (box && document.fullscreenElement === box) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void stage.current?.requestFullscreen().catch(() => undefined);
  };

  let body: ReactNode;
  if (game && launched.isPending) body = <LoadingView label={t('minigames.opening', { name: title })} />;
  else if (game && launched.isError) body = <ErrorView error={launched.error} message={refusal} onRetry={() => void launched.refetch()} />;
  else body = <FramePanel src={url} title={title} empty={t('game.none_text')} />;

  return (
    <div className="game-popup">
      {canFullScreen ? (
        <div className="game-popup__bar">
          <button type="button" className="button button--small" aria-pressed={fullScreen} onClick={toggleFullScreen}>
            <svg
              width="14"
              height="14"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d={fullScreen ? 'M9 3v6H3 M15 3v6h6 M9 21v-6H3 M15 21v-6h6' : 'M3 9V3h6 M21 9V3h-6 M3 15v6h6 M21 15v6h-6'} />
            </svg>
            {t('gamePopup.full_screen')}
          </button>
        </div>
      ) : null}
      <div ref={stage} className={`game-popup__stage${url ? '' : ' game-popup__stage--status'}`}>
        {body}
      </div>
    </div>
  );
}
