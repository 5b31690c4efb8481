import { safeHttpUrl } from '../lib/url';
import { EmptyView } from './StatusView';

/** The sandbox of every embedded third-party page (games, chat): no top navigation, no downloads. */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/** Frames a third-party page; only an http(s) address is ever framed (null otherwise). */
export function SandboxedFrame({ src, title, className }: { src: string | null | undefined; title: string; className?: string }) {
  const url = safeHttpUrl(src);
  if (!url) return null;
  return <iframe className={className} title={title} src={url} sandbox={FRAME_SANDBOX} allow="autoplay; fullscreen" referrerPolicy="no-referrer" />;
}

/** A framed page filling a dialog, or `empty` when there is no http(s) address to frame. */
export function FramePanel({ src, title, empty }: { src: string | null | undefined; title: string; empty: string }) {
  if (!safeHttpUrl(src)) return <EmptyView>{empty}</EmptyView>;
  return (
    <div className="popup-frame__box">
      <SandboxedFrame className="popup-frame" title={title} src={src} />
    </div>
  );
}
