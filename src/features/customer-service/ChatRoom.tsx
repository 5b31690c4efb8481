/**
 * The chat room dialog (docs/design/issue15.md, part 6). Opened with a chat page's address (a
 * game's room, customer service) it frames that page; opened without one it lists the live-chat
 * rooms (`getChatRooms`), and a room's Enter asks visitors to log in, else enters it
 * (`launchChat`) and frames the room's page, with a way back to every room. Refusals (a VIP
 * room, an offline host, a trial account) show as a message on the room's card.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { launchChat, useGetChatRooms } from '../../generated/relay/endpoints/chat/chat';
import type { ChatRoom as Room } from '../../generated/relay/model';
import { useLocalePart } from '../../i18n/parts';
import { ApiError, CLIENT_CODES, errorMessage } from '../../lib/errors';
import { safeHttpUrl } from '../../lib/url';
import { dialogs } from '../../state/dialogs';
import { requireAccess } from '../../state/roles';
import { session } from '../../state/session';
import { RemoteImage } from '../../ui/RemoteImage';
import { FramePanel } from '../../ui/SandboxedFrame';
import { QueryView } from '../../ui/StatusView';
import './chat-room.css';
import { RowBoundary } from '../../ui/ErrorBoundary';

/** The rooms change little while the dialog is open; a minute is fresh enough. */
const ROOMS_QUERY = { query: { staleTime: 60_000 } } as const;

export default function ChatRoom() {
  useLocalePart('chat');
  const { t } = useTranslation();
  const params = useSnapshot(dialogs).params.chatRoom;
  if (params?.url) {
    return (
      <div className="chat-room">
        <FramePanel src={params.url} title={params.title ?? t('chat.title')} empty={t('chat.unavailable')} />
      </div>
    );
  }
  return <RoomBrowser />;
}

/** The room a member is in: its card's data and the framed page's address. */
interface OpenRoom {
  room: Room;
  url: string;
}

/** Why a room could not be entered, in the member's words. */
function refusalText(error: unknown, room: Room, t: ReturnType<typeof useTranslation>['t']): string {
  if (error instanceof ApiError && error.code === 'chat.room.vip.only' && room.minVipLevel > 0) return t('chat.vip_only', { level: room.minVipLevel });
  return errorMessage(error, t);
}

function RoomBrowser() {
  const { t } = useTranslation();
  const rooms = useGetChatRooms(ROOMS_QUERY);
  const [open, setOpen] = useState<OpenRoom | null>(null);
  /** Why the last room tried could not be entered, shown on its card. */
  const [refusal, setRefusal] = useState<{ roomId: string; text: string } | null>(null);
  /** The room to give focus back to when leaving a room. */
  const lastRoom = useRef<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const enter = useMutation({
    mutationFn: async (room: Room): Promise<OpenRoom> => {
      const reply = await launchChat({ roomId: room.roomId });
      const url = safeHttpUrl(reply.value.chatUrl);
      if (!url) throw new ApiError({ code: CLIENT_CODES.badReply, status: 200, operationId: 'launchChat' });
      return { room, url };
    },
    onMutate: () => setRefusal(null),
    onSuccess: (entered) => setOpen(entered),
    onError: (error, room) => setRefusal({ roomId: room.roomId, text: refusalText(error, room, t) }),
  });

  const onEnter = (room: Room) => {
    lastRoom.current = room.roomId;
    if (!requireAccess(session, 'session') || enter.isPending) return;
    enter.mutate(room);
  };

  // Back on the list, the room left gets the focus again.
  useEffect(() => {
    if (open || !lastRoom.current) return;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-room]') ?? [];
    Array.from(buttons)
      .find((b) => b.dataset.room === lastRoom.current)
      ?.focus();
  }, [open]);

  if (open) return <RoomView room={open.room} url={open.url} onBack={() => setOpen(null)} />;

  return (
    <div ref={listRef} className="chat-room chat-room--list">
      <p className="chat-room__intro">{t('chat.rooms_intro')}</p>
      <QueryView query={rooms} isEmpty={(data) => data.value.list.length === 0} empty={t('chat.empty')}>
        {(data) => (
          <ul className="chat-rooms" aria-label={t('chat.rooms_title')}>
            {data.value.list.map((room) => (
              <RowBoundary key={room.roomId} row={room} as="li">
                {() => (
                  <li>
                    <RoomCard
                      room={room}
                      busy={enter.isPending && enter.variables?.roomId === room.roomId}
                      refusal={refusal?.roomId === room.roomId ? refusal.text : null}
                      onEnter={() => onEnter(room)}
                    />
                  </li>
                )}
              </RowBoundary>
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}

function RoomCard({ room, busy, refusal, onEnter }: { room: Room; busy: boolean; refusal: string | null; onEnter: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const refusalRef = useRef<HTMLParagraphElement>(null);
  // The reason shows below the button: bring it into view.
  useEffect(() => {
    if (refusal) refusalRef.current?.scrollIntoView({ block: 'nearest' });
  }, [refusal]);
  const viewers = new Intl.NumberFormat(i18n.language, { numberingSystem: 'latn' }).format(room.viewerCount);
  return (
    <article className={`chat-room-card${room.online ? '' : ' chat-room-card--offline'}`} aria-labelledby={titleId}>
      <div className="chat-room-card__media">
        <RemoteImage
          className="chat-room-card__cover"
          src={room.coverUrl}
          alt=""
          width={640}
          height={360}
          fallback={<span className="chat-room-card__cover" />}
        />
        <span className={`chat-room-card__state${room.online ? ' chat-room-card__state--live' : ''}`}>{room.online ? t('chat.live') : t('chat.offline')}</span>
        {room.online ? <span className="chat-room-card__viewers">{t('chat.viewers', { viewers })}</span> : null}
        {room.vipOnly || room.minVipLevel > 0 ? <span className="chat-room-card__vip">{t('chat.vip_badge', { level: room.minVipLevel })}</span> : null}
      </div>
      <div className="chat-room-card__body">
        <RemoteImage
          className="chat-room-card__avatar"
          src={room.avatarUrl}
          alt=""
          width={48}
          height={48}
          fallback={<span className="chat-room-card__avatar" />}
        />
        <div className="chat-room-card__text">
          <h3 id={titleId} className="chat-room-card__title">
            {room.title}
          </h3>
          <p className="chat-room-card__host">
            {t('chat.host', { name: room.hostName })} · {t(`chat.category.${room.category}`)}
          </p>
        </div>
      </div>
      {room.description ? <p className="chat-room-card__description">{room.description}</p> : null}
      <button
        type="button"
        className="button button--primary chat-room-card__enter"
        data-room={room.roomId}
        disabled={!room.online}
        aria-busy={busy}
        aria-label={room.online ? t('chat.enter_room', { title: room.title }) : undefined}
        onClick={onEnter}
      >
        {room.online ? (busy ? t('chat.entering') : t('chat.enter')) : t('chat.host_offline')}
      </button>
      {refusal ? (
        <p ref={refusalRef} className="chat-room__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
    </article>
  );
}

function RoomView({ room, url, onBack }: { room: Room; url: string; onBack: () => void }) {
  const { t } = useTranslation();
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  return (
    <div className="chat-room chat-room--open">
      <div className="chat-room__bar">
        <button ref={back} type="button" className="button button--small" onClick={onBack}>
          <span aria-hidden="true">←</span> {t('chat.all_rooms')}
        </button>
        <h3 className="chat-room__title">{room.title}</h3>
        <span className="chat-room-card__state chat-room-card__state--live">{t('chat.live')}</span>
      </div>
      <FramePanel src={url} title={room.title} empty={t('chat.unavailable')} />
    </div>
  );
}
