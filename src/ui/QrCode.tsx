import { useMemo } from 'react';
import { encode } from 'uqr';
import { qrRuns } from './qr';

/**
 * `text` as a QR code, drawn as an SVG of dark runs on a white ground with a quiet zone (so
 * phone cameras read it on the dark theme too). `label` is its accessible name. A text longer
 * than a QR code holds (a server's link of 2,048 characters, not all ASCII) draws nothing.
 */
export function QrCode({ text, label, size = 160 }: { text: string; label: string; size?: number }) {
  const code = useMemo(() => {
    try {
      const qr = encode(text, { ecc: 'M', border: 2 });
      return { modules: qr.size, runs: qrRuns(qr.data) };
    } catch {
      return null;
    }
  }, [text]);
  if (!code) return null;
  const { modules, runs } = code;
  return (
    <svg className="qr-code" role="img" aria-label={label} viewBox={`0 0 ${modules} ${modules}`} width={size} height={size} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#fff" />
      {runs.map((r) => (
        <rect key={`${r.x}-${r.y}`} x={r.x} y={r.y} width={r.width} height={1} fill="#000" />
      ))}
    </svg>
  );
}
