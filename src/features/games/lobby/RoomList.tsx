import { useTranslation } from 'react-i18next';
import { useGetRoomList } from '../../../generated/relay/endpoints/games/games';
import { useLocalePart } from '../../../i18n/parts';
import { moneyFormat } from '../../../lib/format';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { QueryView } from '../../../ui/StatusView';
import { useLaunchGame } from '../launch';

/** The open rooms of a player-versus-player vendor; a room is entered with its room and node ids. */
export function RoomList({ vassalage, vendorName }: { vassalage: string; vendorName: string }) {
  // Its texts are the lobby's part (locales/lobby/).
  useLocalePart('lobby');
  const { t, i18n } = useTranslation();
  const query = useGetRoomList({ vassalage });
  const { launch, launching, keyOf } = useLaunchGame();
  const money = moneyFormat(i18n.language, 0);
  const headingId = `rooms-${vassalage}`;
  return (
    <section className="panel rooms" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel__title">
        {t('games.rooms_of', { vendor: vendorName })}
      </h2>
      <QueryView query={query} isEmpty={(d) => d.value.list.length === 0} empty={t('games.no_rooms')}>
        {(data) => (
          <table className="rooms__table">
            <thead>
              <tr>
                <th scope="col">{t('games.room')}</th>
                <th scope="col">{t('games.room_min_bet')}</th>
                <th scope="col">{t('games.room_players')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('games.room_action')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.value.list.map((room) => (
                <RowBoundary key={room.roomId} row={room} as="tr" cells={4}>
                  {() => {
                    const target = { gameCode: room.roomId, roomId: room.roomId, nodeId: room.nodeId, vassalage, gameType: 'PVP' as const };
                    const open = room.status === 'OPEN';
                    return (
                      <tr>
                        <th scope="row">{room.name}</th>
                        <td>{money.format(room.minBet)}</td>
                        <td>{room.maxPlayers ? t('games.room_seats', { players: room.players, seats: room.maxPlayers }) : room.players}</td>
                        <td>
                          <button
                            type="button"
                            className="button button--primary"
                            disabled={!open || launching === keyOf(target)}
                            aria-label={t('games.room_join_name', { name: room.name })}
                            onClick={() => launch(target)}
                          >
                            {open ? t('games.room_join') : t(`games.room_${room.status.toLowerCase()}`)}
                          </button>
                        </td>
                      </tr>
                    );
                  }}
                </RowBoundary>
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
    </section>
  );
}
