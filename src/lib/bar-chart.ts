/** A day's figure, as the daily bar charts draw it (the member's profit, a team measure). */
export interface ChartDay {
  date: string;
  profit: number;
}

/** Where each day's bar goes: x, width, and y and height from the zero line (pure, tested). */
export function chartBars(days: readonly ChartDay[], width: number, height: number, pad: number) {
  const max = Math.max(1, ...days.map((d) => Math.abs(d.profit)));
  const hasLoss = days.some((d) => d.profit < 0);
  const hasWin = days.some((d) => d.profit > 0);
  // The zero line sits in the middle when days go both ways, else at the bottom (or top).
  const zero = hasWin && hasLoss ? height / 2 : hasLoss ? pad : height - pad;
  const room = hasWin && hasLoss ? height / 2 - pad : height - 2 * pad;
  const step = (width - 2 * pad) / Math.max(1, days.length);
  return {
    zero,
    bars: days.map((d, i) => {
      const h = (Math.abs(d.profit) / max) * room;
      return { ...d, x: pad + i * step + step * 0.15, width: step * 0.7, y: d.profit >= 0 ? zero - h : zero, height: Math.max(d.profit === 0 ? 0 : 1, h) };
    }),
  };
}
