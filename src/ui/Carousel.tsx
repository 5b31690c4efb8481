import { type ReactNode, useEffect, useRef, useState } from 'react';
import './carousel.css';

/**
 * A light carousel (no library, so the home page stays small): one slide at a time with scroll
 * snapping, previous/next buttons, a dot per slide, and autoplay that pauses while the pointer or
 * the focus is inside and never runs for users who ask for reduced motion.
 */
export function Carousel({ slides, label, slideLabel, previousLabel, nextLabel, intervalMs = 5000 }: { slides: readonly ReactNode[]; label: string; slideLabel: (n: number, total: number) => string; previousLabel: string; nextLabel: string; intervalMs?: number }) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  const go = (index: number) => {
    const el = track.current;
    if (!el || count === 0) return;
    const next = (index + count) % count;
    el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    setCurrent(next);
  };

  useEffect(() => {
    if (paused || count < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el) return;
      const next = (Math.round(el.scrollLeft / Math.max(el.clientWidth, 1)) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
      setCurrent(next);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [paused, count, intervalMs]);

  const onScroll = () => {
    const el = track.current;
    if (el) setCurrent(Math.round(el.scrollLeft / Math.max(el.clientWidth, 1)));
  };

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label} onPointerEnter={() => setPaused(true)} onPointerLeave={() => setPaused(false)} onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}>
      <div ref={track} className="carousel__track" onScroll={onScroll}>
        {slides.map((slide, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group
          <div key={i} className="carousel__slide" role="group" aria-roledescription="slide" aria-label={slideLabel(i + 1, count)} aria-hidden={i !== current || undefined} inert={i !== current || undefined}>
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button type="button" className="carousel__arrow carousel__arrow--prev" aria-label={previousLabel} onClick={() => go(current - 1)}>
            ‹
          </button>
          <button type="button" className="carousel__arrow carousel__arrow--next" aria-label={nextLabel} onClick={() => go(current + 1)}>
            ›
          </button>
          <div className="carousel__dots">
            {slides.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
              <button key={i} type="button" className="carousel__dot" aria-label={slideLabel(i + 1, count)} aria-current={i === current || undefined} onClick={() => go(i)} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
