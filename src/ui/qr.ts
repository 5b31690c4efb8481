/** A horizontal run of dark modules in row `y`, from column `x`, `width` modules long. */
export interface QrRun {
  x: number;
  y: number;
  width: number;
}

/**
 * The dark modules of a QR matrix (`true` is dark) as horizontal runs: one <rect> per run
 * instead of one per module keeps the SVG small (a link's code has ~600 dark modules, ~250 runs).
 */
export function qrRuns(matrix: readonly (readonly boolean[])[]): QrRun[] {
  const runs: QrRun[] = [];
  matrix.forEach((row, y) => {
    let start = -1;
    for (let x = 0; x <= row.length; x += 1) {
      const dark = x < row.length && row[x] === true;
      if (dark && start < 0) start = x;
      else if (!dark && start >= 0) {
        runs.push({ x: start, y, width: x - start });
        start = -1;
      }
    }
  });
  return runs;
}
