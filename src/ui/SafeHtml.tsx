import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Links and images from the operator may point only at http(s) addresses (or stay on this site).
const ALLOWED_URI = /^(?:https?:|\/(?!\/)|#|[^:/?#]*(?:[/?#]|$))/i;

let hooked = false;
function hook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // DOMPurify lets data: URIs through on images; ours may only be http(s) or on this site.
    const src = node.getAttribute('src');
    if (src !== null && !/^(?:https?:|\/(?!\/))/i.test(src.trim())) node.removeAttribute('src');
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Server HTML made safe: no scripts, handlers, styles that escape, frames or non-http(s) links. */
export function sanitizeHtml(html: string): string {
  hook();
  return DOMPurify.sanitize(html, {
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'button', 'textarea', 'select', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

/** Renders operator HTML (announcements, help articles) after sanitising it. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify just above
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
