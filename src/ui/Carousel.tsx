import { type ReactNode, useEffect, useRef, useState } from 'react';
import './carousel.css';

/** Right to left, a track scrolls towards negative offsets (the first slide is at 0, the next ones to its left). */
const direction = (track: HTMLElement) => (getComputedStyle(track).direction === 'rtl' ? -1 : 1);

/** The slide a track shows now. */
const slideAt = (track: HTMLElement) => Math.round(Math.abs(track.scrollLeft) / Math.max(track.clientWidth, 1));

/** Scrolls a track to a slide (wrapping around both ends) and gives that slide's index. */
function scrollToSlide(track: HTMLElement, index: number, count: number): number {
  const next = (index + count) % count;
  track.scrollTo({ left: direction(track) * next * track.clientWidth, behavior: 'smooth' });
  return next;
}

/**
 * A light carousel (no library, so the home page stays small): one slide at a time with scroll
 * snapping, previous/next buttons, a dot per slide, and autoplay that pauses while the pointer or
 * the focus is inside and never runs for users who ask for reduced motion.
 */
export function Carousel({
  slides,
  label,
  slideLabel,
  previousLabel,
  nextLabel,
  intervalMs = 5000,
}: {
  slides: readonly ReactNode[];
  label: string;
  slideLabel: (n: number, total: number) => string;
  previousLabel: string;
  nextLabel: string;
  intervalMs?: number;
}) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = slides.length;

  const go = (index: number) => {
    if (track.current) setCurrent(scrollToSlide(track.current, index, count));
  };

  useEffect(() => {
    if (paused || count < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      if (track.current) setCurrent(scrollToSlide(track.current, slideAt(track.current) + 1, count));
    }, intervalMs);
    return () => clearInterval(timer);
  }, [paused, count, intervalMs]);

  const onScroll = () => {
    if (track.current) setCurrent(slideAt(track.current));
  };

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div ref={track} className="carousel__track" onScroll={onScroll}>
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
            key={i}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i + 1, count)}
            aria-hidden={i !== current || undefined}
            inert={i !== current || undefined}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          {/* Right to left, ‹ and › point the other way by themselves (mirrored characters), as the
              buttons swap sides: no style turns them round. */}
          <button type="button" className="carousel__arrow carousel__arrow--prev" aria-label={previousLabel} onClick={() => go(current - 1)}>
            ‹
          </button>
          <button type="button" className="carousel__arrow carousel__arrow--next" aria-label={nextLabel} onClick={() => go(current + 1)}>
            ›
          </button>
          <div className="carousel__dots">
            {slides.map((_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
                key={i}
                type="button"
                className="carousel__dot"
                aria-label={slideLabel(i + 1, count)}
                aria-current={i === current || undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
