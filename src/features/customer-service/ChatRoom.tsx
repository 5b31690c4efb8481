import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { dialogs } from '../../state/dialogs';
import { FramePanel } from '../../ui/SandboxedFrame';

/** The chat room: a chat page (customer service or a game's room) in a sandboxed frame. */
export default function ChatRoom() {
  const { t } = useTranslation();
  const params = useSnapshot(dialogs).params.chatRoom;
  return <FramePanel src={params?.url} title={params?.title ?? t('chat.title')} empty={t('chat.unavailable')} />;
}
