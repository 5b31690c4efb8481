import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { safeHttpUrl } from '../../lib/url';
import { launchedGame } from '../../state/game';
import { SandboxedFrame } from '../../ui/SandboxedFrame';
import { NoticeView } from '../../ui/StatusView';

/** /game: the launched game in a sandboxed frame; only an http(s) address is ever framed. */
export function GameFrame() {
  const { t } = useTranslation();
  const url = safeHttpUrl(useSnapshot(launchedGame).url);
  if (!url) {
    return (
      <NoticeView id="game-title" title={t('game.none_title')} text={t('game.none_text')}>
        <Link to="/index" className="button button--primary">
          {t('notFound.home')}
        </Link>
      </NoticeView>
    );
  }
  return (
    <>
      <h1 className="visually-hidden">{t('game.frame_title')}</h1>
      <SandboxedFrame key={url} className="game-frame" title={t('game.frame_title')} src={url} />
    </>
  );
}
