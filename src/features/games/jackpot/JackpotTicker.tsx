/**
 * The jackpot ticker of the home page and the lobbies (docs/design/sports.md): the pool
 * (`getJackpot`) in the member's currency (the merchant's for visitors, or when the platform keeps
 * none in the member's), counting up between two replies at the rate the reply gives, and moving
 * smoothly to each new reply (every 30 seconds, never in a hidden tab). The figure is written
 * straight into its element four times a second while it is on screen, so counting renders
 * nothing in React and costs no frame between two figures; with reduced motion it changes only
 * with each reply. Nothing shows when the call fails, nor when the reply cannot be drawn.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { BALANCE_QUERY } from '../../../api/money';
import { config } from '../../../config';
import { getJackpot } from '../../../generated/relay/endpoints/sports/sports';
import type { Jackpot } from '../../../generated/relay/model';
import { useGetWalletBalance } from '../../../generated/wps/endpoints/wallet/wallet';
import { ApiError } from '../../../lib/errors';
import { formatMoney } from '../../../lib/format';
import { session } from '../../../state/session';
import { ErrorBoundary } from '../../../ui/ErrorBoundary';
import { poolAt, shownAt } from './count';
import './jackpot.css';

/** How often the pool is asked again. */
export const JACKPOT_REFRESH_MS = 30_000;
/** How often the counting figure is written: four times a second reads as counting. */
const DRAW_EVERY_MS = 250;

/** The pool in whole units, with the reply's symbol where it goes. */
const poolText = (jackpot: Jackpot, amount: number, language: string) =>
  formatMoney(Math.floor(amount), { language, symbol: jackpot.currencySymbol, position: jackpot.currencyPosition, fractionDigits: 0 });

async function fetchJackpot(currency: string | undefined, signal: AbortSignal): Promise<Jackpot> {
  try {
    return (await getJackpot({ merchant_code: config.merchant, ...(currency ? { currency } : {}) }, { signal })).value;
  } catch (error) {
    // No pool in the member's currency: show the merchant's.
    if (currency && error instanceof ApiError && error.code === 'jackpot.currency.not.supported')
      return (await getJackpot({ merchant_code: config.merchant }, { signal })).value;
    throw error;
  }
}

export default function JackpotTicker() {
  return (
    <ErrorBoundary fallback={() => null}>
      <Ticker />
    </ErrorBoundary>
  );
}

function Ticker() {
  const { t, i18n } = useTranslation();
  const { loggedIn } = useSnapshot(session);
  const balance = useGetWalletBalance({ query: { ...BALANCE_QUERY.query, enabled: loggedIn } });
  const currency = loggedIn ? balance.data?.value.currency : undefined;
  const waitingForCurrency = loggedIn && balance.isPending;
  const query = useQuery({
    queryKey: ['/wps/relay/VIS_getJackpot', config.merchant, currency ?? null],
    queryFn: ({ signal }) => fetchJackpot(currency, signal),
    enabled: !waitingForCurrency,
    refetchInterval: JACKPOT_REFRESH_MS,
    staleTime: JACKPOT_REFRESH_MS / 2,
    retry: 1,
  });
  const titleId = useId();
  const figure = useRef<HTMLSpanElement>(null);
  const shown = useRef<number | null>(null);
  const jackpot = query.data;
  const receivedAt = query.dataUpdatedAt;
  const language = i18n.language;

  useEffect(() => {
    const element = figure.current;
    if (!jackpot || !element) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const from = shown.current;
    const start = Date.now();
    const draw = () => {
      const now = Date.now();
      const value = reduced ? jackpot.amount : shownAt(from, poolAt(jackpot, receivedAt, now), now - start);
      shown.current = value;
      element.textContent = poolText(jackpot, value, language);
    };
    draw();
    if (reduced) return;
    // A timer, not an animation frame: the browser draws no frame between two figures, and none
    // at all while the ticker is off screen.
    let timer: ReturnType<typeof setInterval> | undefined;
    const run = (on: boolean) => {
      clearInterval(timer);
      timer = on ? setInterval(draw, DRAW_EVERY_MS) : undefined;
    };
    const observer = typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver(([entry]) => run(entry?.isIntersecting ?? true));
    if (observer) observer.observe(element);
    else run(true);
    return () => {
      observer?.disconnect();
      clearInterval(timer);
    };
  }, [jackpot, receivedAt, language]);

  if (query.isError) return null;
  return (
    <section className="jackpot" aria-labelledby={titleId} aria-busy={!jackpot}>
      <h2 id={titleId} className="jackpot__title">
        {t('jackpot.title')}
      </h2>
      <p className="jackpot__amount" data-testid="jackpot-amount">
        <span ref={figure}>{jackpot ? poolText(jackpot, shown.current ?? jackpot.amount, language) : '\u00a0'}</span>
      </p>
    </section>
  );
}
