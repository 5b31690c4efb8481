import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { safeHttpUrl } from '../../lib/url';
import { sessionStore } from '../../state/storage';
import { SandboxedFrame } from '../../ui/SandboxedFrame';
import { NoticeView } from '../../ui/StatusView';

/** /game: the launched game in a sandboxed frame; only an http(s) address is ever framed. */
export function GameFrame() {
  const { t } = useTranslation();
  const url = safeHttpUrl(sessionStore.get('iframeUrl'));
  if (!url) {
    return (
      <NoticeView id="game-title" title={t('game.none_title')} text={t('game.none_text')}>
        <Link to="/index" className="button button--primary">
          {t('notFound.home')}
        </Link>
      </NoticeView>
    );
  }
  return <SandboxedFrame className="game-frame" title={t('game.frame_title')} src={url} />;
}
