import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../ui/useNow';
import { type CountdownTarget, splitDuration } from './promotions';
import { usePromotionTexts } from './texts';

/**
 * The one countdown of the promotion screens: "Ends in 2d 04:13:22" or "Starts in 09:00:00",
 * renewed every second, not read out at each tick (`aria-live="off"`), in tabular digits. It
 * stops at zero and calls `onEnd` once, so the screen asks for the promotion again. `bare`: the
 * time alone, where a label says what it counts to.
 */
export function Countdown({ target, onEnd, className, bare }: { target: CountdownTarget; onEnd?: () => void; className?: string; bare?: boolean }) {
  usePromotionTexts();
  const { t } = useTranslation();
  const now = useNow(1000);
  const left = target.until - now;
  const ended = useRef(false);
  const onEndRef = useRef(onEnd);
  useLayoutEffect(() => {
    onEndRef.current = onEnd;
  });
  useEffect(() => {
    if (left > 0) ended.current = false;
    else if (!ended.current) {
      ended.current = true;
      onEndRef.current?.();
    }
  }, [left]);
  const { days, clock } = splitDuration(left);
  const time = days > 0 ? t('promotions.duration_days', { days, clock }) : clock;
  return (
    <span className={`promo-countdown promo-countdown--${target.kind}${className ? ` ${className}` : ''}`} aria-live="off">
      {bare ? time : t(target.kind === 'ends' ? 'promotions.ends_in' : 'promotions.starts_in', { time })}
    </span>
  );
}
