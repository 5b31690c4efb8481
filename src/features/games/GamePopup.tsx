import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { dialogs } from '../../state/dialogs';
import { FramePanel } from '../../ui/SandboxedFrame';

/** The game popup: a game (mini games, previews) in a sandboxed frame inside a dialog. */
export default function GamePopup() {
  const { t } = useTranslation();
  const params = useSnapshot(dialogs).params.gamePopup;
  return <FramePanel src={params?.url} title={params?.title ?? t('game.frame_title')} empty={t('game.none_text')} />;
}
