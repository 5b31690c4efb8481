import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import './slider-check.css';

export interface SliderCheckProps {
  /** Accessible name and visible hint, already translated ("Slide to verify"). */
  label: string;
  doneLabel: string;
  /** Called once with the verification token when the handle reaches the end. */
  onVerified: (token: string) => void;
}

const DONE_AT = 100;

function verificationToken(track: number[]): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(36).padStart(2, '0')).join('');
  return `SV_${track.length.toString(36)}_${Date.now().toString(36)}_${random}`;
}

/**
 * The slider verification before a login (spec section 4): drag the handle to the end with a
 * mouse or a finger, or focus it and press → / End. Gives a token the login sends as `validate`.
 */
export function SliderCheck({ label, doneLabel, onVerified }: SliderCheckProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const path = useRef<number[]>([]);
  const [value, setValue] = useState(0);
  const [dragging, setDragging] = useState(false);
  const done = value >= DONE_AT;

  const finish = (next: number) => {
    if (done) return;
    if (next >= DONE_AT) {
      setValue(DONE_AT);
      onVerified(verificationToken(path.current));
    } else setValue(next);
  };

  const positionOf = (clientX: number) => {
    const rect = trackRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return 0;
    return Math.max(0, Math.min(DONE_AT, Math.round(((clientX - rect.left) / rect.width) * DONE_AT)));
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (done) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setDragging(true);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging || done) return;
    path.current.push(e.clientX);
    setValue(positionOf(e.clientX));
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!dragging) return;
    setDragging(false);
    const end = positionOf(e.clientX);
    // Let go before the end: the handle slides back.
    if (end >= DONE_AT - 2) finish(DONE_AT);
    else setValue(0);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (done) return;
    const step = { ArrowRight: 10, ArrowUp: 10, PageUp: 25, End: DONE_AT } as Record<string, number>;
    if (e.key in step) {
      e.preventDefault();
      path.current.push(value);
      finish(value + step[e.key]!);
    } else if (e.key === 'Home' || e.key === 'ArrowLeft' || e.key === 'ArrowDown') {
      e.preventDefault();
      setValue(0);
    }
  };

  return (
    <div className={`slider-check${done ? ' slider-check--done' : ''}`}>
      <div ref={trackRef} className="slider-check__track">
        <div className="slider-check__fill" style={{ width: `${value}%` }} />
        <span className="slider-check__hint" aria-hidden="true">
          {done ? doneLabel : label}
        </span>
        <div
          role="slider"
          tabIndex={0}
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={DONE_AT}
          aria-valuenow={value}
          aria-valuetext={done ? doneLabel : `${value}%`}
          className="slider-check__handle"
          style={{ left: `calc(${value}% - ${(value / DONE_AT) * 44}px)` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            setDragging(false);
            if (!done) setValue(0);
          }}
          onKeyDown={onKeyDown}
          data-autofocus
        >
          <span aria-hidden="true">{done ? '✓' : '»'}</span>
        </div>
      </div>
    </div>
  );
}
