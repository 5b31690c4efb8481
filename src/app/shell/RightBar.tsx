import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openCustomerService } from '../../api/customer-service';
import { useSiteSettings } from '../../api/site';
import { safeHttpUrl } from '../../lib/url';
import { openDialog } from '../../state/dialogs';
import { session } from '../../state/session';
import { Icon } from '../../ui/icons';

/** The right bar (spec section 2): each shortcut only when the settings configure it. */
export function RightBar() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const bar = useSiteSettings()?.rightBar;
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (!bar) return null;
  const telegram1 = safeHttpUrl(bar.telegram1);
  const telegram2 = safeHttpUrl(bar.telegram2);
  const viber = safeHttpUrl(bar.viber);
  const items: ReactNode[] = [];
  if (bar.liveChat) {
    items.push(
      <button key="chat" type="button" className="right-bar__item" onClick={() => void openCustomerService(queryClient, session.vipService)}>
        <Icon name="chat" />
        <span>{t('rightBar.live_chat')}</span>
      </button>,
    );
  }
  if (bar.chatRooms) {
    items.push(
      <button key="rooms" type="button" className="right-bar__item" onClick={() => openDialog('chatRoom', {})}>
        <RoomsIcon />
        <span>{t('chat.title')}</span>
      </button>,
    );
  }
  for (const [key, href, label] of [
    ['telegram1', telegram1, t('rightBar.telegram', { n: 1 })],
    ['telegram2', telegram2, t('rightBar.telegram', { n: 2 })],
    ['viber', viber, t('rightBar.viber')],
  ] as const) {
    if (!href) continue;
    items.push(
      <a key={key} className="right-bar__item" href={href} target="_blank" rel="noopener noreferrer">
        <Icon name={key === 'viber' ? 'phone' : 'telegram'} />
        <span>{label}</span>
      </a>,
    );
  }
  if (bar.appDownload) {
    items.push(
      <Link key="app" to="/down" className="right-bar__item">
        <Icon name="mobile" />
        <span>{t('rightBar.app')}</span>
      </Link>,
    );
  }
  if (bar.promotions) {
    items.push(
      <Link key="promo" to="/promotions" className="right-bar__item">
        <Icon name="gift" />
        <span>{t('nav.promotions')}</span>
      </Link>,
    );
  }
  if (items.length === 0) return null;
  return (
    <aside className={`right-bar${open ? ' right-bar--open' : ''}`} aria-label={t('rightBar.label')}>
      {/* On a phone the shortcuts fold behind one button, so they never cover the page. */}
      <button type="button" className="right-bar__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <Icon name="chat" />
        <span className="visually-hidden">{t('rightBar.label')}</span>
      </button>
      <ul id={listId}>
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the items carry their own keys; the list order is fixed
          <li key={i}>{item}</li>
        ))}
      </ul>
    </aside>
  );
}

/** The chat rooms' icon: two speech bubbles (the live chat's is one). */
function RoomsIcon() {
  return (
    <svg
      className="icon"
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3 4h12v8H7l-4 3z M9 15v1h8l4 3V8h-3" />
    </svg>
  );
}
