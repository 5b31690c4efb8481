import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryMenuGroup, PrizeMode } from '../../../generated/lgw/model';
import { lotteryMenusOptions, popularLotteryOptions, vnMenusOptions } from './first-replies';
import { drawsOn, LOTTERY_LIST_LIMIT, limitGames, lotteryLink, todayWeekday, WEEKDAY_GROUPS, WEEKDAYS, type Weekday } from './lottery-menu';
import './lottery.css';
import { useLocalePart } from '../../../i18n/parts';
import { RowBoundary } from '../../../ui/ErrorBoundary';

/** The lottery menu groups of a prize mode (at most 100 games), shared by the nav, /lottery and /elott. */
export function useLotteryMenus(prizeMode?: PrizeMode) {
  return useQuery({ ...lotteryMenusOptions(prizeMode), select: (reply) => limitGames(reply.value, LOTTERY_LIST_LIMIT) });
}

/** The popular lottery games of the HOT strip (20). */
export function usePopularLottery() {
  return useQuery(popularLotteryOptions());
}

/** The Vietnamese regional groups (/vnlottery, /elott). */
export function useVnMenus() {
  return useQuery(vnMenusOptions());
}

/** ALL, 2 to 7, 1: the day whose draws are shown; today by default. */
export function WeekdaySelector({ value, onChange, label }: { value: Weekday; onChange: (day: Weekday) => void; label: string }) {
  useLocalePart('lottery');
  const { t } = useTranslation();
  return (
    <fieldset className="weekdays">
      <legend className="visually-hidden">{label}</legend>
      {WEEKDAYS.map((day) => (
        <button
          key={day}
          type="button"
          className="weekdays__day"
          aria-pressed={value === day}
          onClick={() => onChange(day)}
          title={t(`lottery.weekday_long.${day}`)}
        >
          {t(`lottery.weekday.${day}`)}
        </button>
      ))}
    </fieldset>
  );
}

/** One menu group: its name, the weekday selector where it has one, and its games as links. */
export function LotteryGroup({ group, selected, onNavigate }: { group: LotteryMenuGroup; selected?: string | undefined; onNavigate?: () => void }) {
  useLocalePart('lottery');
  const { t } = useTranslation();
  const hasWeekdays = WEEKDAY_GROUPS.includes(group.tag);
  const [day, setDay] = useState<Weekday>(() => (hasWeekdays ? todayWeekday() : 'ALL'));
  const headingId = useId();
  const games = group.gameMenus.filter((g) => drawsOn(g, day));
  return (
    <section className="lottery-group" aria-labelledby={headingId}>
      <h3 id={headingId} className="lottery-group__title">
        {group.labelName}
      </h3>
      {hasWeekdays ? <WeekdaySelector value={day} onChange={setDay} label={t('lottery.draw_day_of', { group: group.labelName })} /> : null}
      {games.length === 0 ? (
        <p className="lottery-group__empty">{t('lottery.no_draws_that_day')}</p>
      ) : (
        <ul className="lottery-group__games">
          {games.map((game) => (
            <RowBoundary key={game.code} row={game} as="li">
              {() => (
                <li>
                  <Link
                    {...lotteryLink(group.tag, game)}
                    className="lottery-group__game"
                    aria-current={selected === game.code ? 'page' : undefined}
                    onClick={onNavigate}
                  >
                    {game.remark}
                  </Link>
                </li>
              )}
            </RowBoundary>
          ))}
        </ul>
      )}
    </section>
  );
}

export function LotteryGroups({
  groups,
  selected,
  onNavigate,
}: {
  groups: readonly LotteryMenuGroup[];
  selected?: string | undefined;
  onNavigate?: () => void;
}) {
  return (
    <div className="lottery-groups">
      {groups.map((group) => (
        <RowBoundary key={group.tag} row={group} as="div">
          {() => <LotteryGroup group={group} selected={selected} onNavigate={onNavigate} />}
        </RowBoundary>
      ))}
    </div>
  );
}
