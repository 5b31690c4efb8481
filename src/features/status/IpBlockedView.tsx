/**
 * The IP-blocked page (docs/design/issue15.md, part 6): shown on every route when the permission
 * check reports the visitor's address as blocked, after maintenance and a region restriction.
 * It names the address the platform sees, opens customer service (no session needed) and asks
 * the platform again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openCustomerService } from '../../api/customer-service';
import { useLocalePart } from '../../i18n/parts';
import { session } from '../../state/session';
import './ip-blocked.css';

/** What the permission gate gives it: the status it holds, and asking for it again. */
export interface IpBlockedProps {
  clientIp: string | undefined;
  /** The status is being asked again. */
  checking: boolean;
  onRetry: () => void;
}

export default function IpBlockedView({ clientIp, checking, onRetry }: IpBlockedProps) {
  useLocalePart('blocked');
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [serviceFailed, setServiceFailed] = useState(false);

  const contact = async () => {
    setServiceFailed(false);
    setServiceFailed(!(await openCustomerService(queryClient, session.vipService)));
  };

  return (
    <section className="ip-blocked" aria-labelledby="ip-blocked-title">
      <svg className="ip-blocked__shield" viewBox="0 0 120 140" width="120" height="140" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="ip-blocked-shield" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ff8a7a" />
            <stop offset="1" stopColor="#c7323a" />
          </linearGradient>
        </defs>
        <path d="M60 6 108 24v38c0 32-20 58-48 72C32 120 12 94 12 62V24z" fill="url(#ip-blocked-shield)" />
        <path d="M60 18 96 32v30c0 25-15 46-36 58-21-12-36-33-36-58V32z" fill="none" stroke="#fff" strokeOpacity="0.35" strokeWidth="3" />
        <circle cx="60" cy="66" r="22" fill="none" stroke="#fff" strokeWidth="7" />
        <path d="M45 81 75 51" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      </svg>
      <h1 id="ip-blocked-title" className="ip-blocked__title">
        {t('status.ip_title')}
      </h1>
      <p className="ip-blocked__text">{t('status.ip_text')}</p>
      {clientIp ? (
        <p className="ip-blocked__address">
          {t('status.ip_address')} <bdi className="ip-blocked__ip">{clientIp}</bdi>
        </p>
      ) : null}
      <div className="ip-blocked__actions">
        <button type="button" className="button button--primary" onClick={() => void contact()}>
          {t('status.ip_contact')}
        </button>
        <button type="button" className="button" disabled={checking} aria-busy={checking} onClick={onRetry}>
          {checking ? t('status.ip_checking') : t('common.retry')}
        </button>
      </div>
      {serviceFailed ? (
        <p className="ip-blocked__failed" role="alert">
          {t('status.ip_contact_failed')}
        </p>
      ) : null}
    </section>
  );
}
