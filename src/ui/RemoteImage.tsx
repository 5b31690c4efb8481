import { type ImgHTMLAttributes, useState } from 'react';
import { imageUrl, rememberLoaded, wasLoaded } from '../lib/images';

export interface RemoteImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError' | 'onLoad'> {
  src: string | null | undefined;
  imageHost?: string | null | undefined;
  /** Shown when there is no usable address or the image fails twice. */
  fallback?: React.ReactNode;
  /** The largest image of the first view (the first banner): loaded at once and first, not lazily. */
  priority?: boolean;
}

/**
 * A lazy image from the server (spec section 9): only http(s) addresses, loaded lazily (unless it
 * is the first view's `priority` image), retried once on failure, then the fallback.
 */
export function RemoteImage({ src, imageHost, fallback = null, alt = '', className, priority = false, ...img }: RemoteImageProps) {
  const url = imageUrl(src, imageHost);
  const [attempt, setAttempt] = useState(0);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) return <>{fallback}</>;
  const retryUrl = attempt === 0 ? url : `${url}${url.includes('?') ? '&' : '?'}retry=1`;
  return (
    <img
      {...img}
      key={retryUrl}
      className={`${className ?? ''}${wasLoaded(url) ? '' : ' remote-image--fresh'}`.trim()}
      src={retryUrl}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      onLoad={() => rememberLoaded(url)}
      onError={() => {
        if (attempt === 0) setAttempt(1);
        else setFailedUrl(url);
      }}
    />
  );
}
