import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FRESH, useMoney } from '../../../api/money';
import { useGetReferralDetails, useGetReferralList, useGetReferralRules } from '../../../generated/relay/endpoints/rewards/rewards';
import type { ReferralDetails, ReferredFriend } from '../../../generated/relay/model';
import { useLocaleParts } from '../../../i18n/parts';
import { useDates } from '../../../i18n/useDates';
import { CopyButton } from '../../../ui/CopyButton';
import { FormError } from '../../../ui/form/Field';
import { Pagination } from '../../../ui/Pagination';
import { QrCode } from '../../../ui/QrCode';
import { SafeHtml } from '../../../ui/SafeHtml';
import { QueryView } from '../../../ui/StatusView';
import { type ShareOutcome, shareLink } from './share';
import '../money/money.css';
import './rewards.css';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { TableScroll } from '../../../ui/TableScroll';

const PAGE_SIZE = 10;
const FRIEND_TONE: Record<string, 'ok' | 'wait' | 'done'> = { QUALIFIED: 'ok', DEPOSITED: 'wait', REGISTERED: 'done' };

/**
 * Invite friends (referral): the member's code and link (copy, share, QR code), what the
 * invitations brought, the invited friends page by page, and the rules with the prize tiers.
 */
export default function ReferralPanel() {
  useLocaleParts('rewards', 'records');
  const { t } = useTranslation();
  // The platform makes a code for a member who has none yet.
  const details = useGetReferralDetails({ autoGenerate: 'true' }, FRESH);
  return (
    <div className="money-panel">
      <h3>{t('memberCentre.item.referral')}</h3>
      <QueryView query={details} isEmpty={() => false} empty={null}>
        {({ value }) => <Invitation details={value} />}
      </QueryView>
      <Friends />
      <Rules />
    </div>
  );
}

function Invitation({ details: d }: { details: ReferralDetails }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [shared, setShared] = useState<ShareOutcome | null>(null);
  const [sharing, setSharing] = useState(false);
  const onShare = async () => {
    setSharing(true);
    setShared(
      await shareLink({ title: t('rewards.referral.share_title'), text: t('rewards.referral.share_text', { code: d.referralCode }), url: d.referralLink }),
    );
    setSharing(false);
  };
  return (
    <>
      <section className="invite-card" aria-labelledby="referral-invite">
        <div className="form-stack">
          <h4 id="referral-invite">{t('rewards.referral.invite_title')}</h4>
          <dl className="copy-lines">
            <div className="copy-line">
              <dt>{t('rewards.referral.code')}</dt>
              <dd>
                <span className="copy-line__value">{d.referralCode}</span>
                <CopyButton text={d.referralCode} label={t('rewards.referral.copy_code')} />
              </dd>
            </div>
            <div className="copy-line">
              <dt>{t('rewards.referral.link')}</dt>
              <dd>
                <span className="copy-line__value">{d.referralLink}</span>
                <CopyButton text={d.referralLink} label={t('rewards.referral.copy_link')} />
              </dd>
            </div>
          </dl>
          <button type="button" className="button button--primary invite-card__share" onClick={() => void onShare()} disabled={sharing}>
            {t('rewards.referral.share')}
          </button>
          {shared === 'copied' ? (
            <p className="form-success" role="status">
              {t('rewards.referral.link_copied')}
            </p>
          ) : null}
          {shared === 'failed' ? <FormError>{t('rewards.referral.share_failed')}</FormError> : null}
        </div>
        <QrCode text={d.referralLink} label={t('rewards.referral.qr_label', { code: d.referralCode })} />
      </section>
      <dl className="money-summary">
        <div>
          <dt>{t('rewards.referral.total_invitations')}</dt>
          <dd>{d.totalInvitations}</dd>
        </div>
        <div>
          <dt>{t('rewards.referral.qualified_invitations')}</dt>
          <dd>{d.qualifiedInvitations}</dd>
        </div>
        <div>
          <dt>{t('rewards.referral.total_prize')}</dt>
          <dd className="money-summary__total">{money(d.totalPrize)}</dd>
        </div>
      </dl>
    </>
  );
}

function Friends() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const friends = useGetReferralList({ pageNo: page, pageSize: PAGE_SIZE }, FRESH);
  return (
    <section aria-labelledby="referral-friends">
      <h4 id="referral-friends">{t('rewards.referral.friends')}</h4>
      <QueryView query={friends} isEmpty={(d) => d.value.list.length === 0} empty={t('rewards.referral.no_friends')}>
        {({ value }) => (
          <>
            <FriendTable friends={value.list} />
            <Pagination page={value.pageNo} pageCount={value.totalPages} onPage={setPage} label={t('rewards.referral.friends')} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function FriendTable({ friends }: { friends: readonly ReferredFriend[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDates().moment;
  return (
    <TableScroll>
      <table className="data-table">
        <thead>
          <tr>
            <th>{t('rewards.referral.friend')}</th>
            <th>{t('rewards.referral.registered')}</th>
            <th>{t('rewards.referral.status')}</th>
            <th className="num">{t('rewards.referral.first_deposit')}</th>
            <th className="num">{t('rewards.referral.reward')}</th>
          </tr>
        </thead>
        <tbody>
          {friends.map((f) => (
            <RowBoundary key={`${f.username}-${f.registeredAt}`} row={f} as="tr" cells={5}>
              {() => (
                <tr>
                  <td>{f.username}</td>
                  <td>{when.format(f.registeredAt)}</td>
                  <td>
                    <span className={`status-badge status-badge--${FRIEND_TONE[f.status] ?? 'wait'}`}>{t(`rewards.referral.friend_status.${f.status}`)}</span>
                  </td>
                  <td className="num">{f.firstDepositAmount !== undefined ? money(f.firstDepositAmount) : '—'}</td>
                  <td className="num">{money(f.reward)}</td>
                </tr>
              )}
            </RowBoundary>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function Rules() {
  const { t } = useTranslation();
  const money = useMoney();
  const rules = useGetReferralRules({ query: { staleTime: 5 * 60_000 } });
  return (
    <section aria-labelledby="referral-rules">
      <h4 id="referral-rules">{t('rewards.referral.rules')}</h4>
      <QueryView query={rules} isEmpty={(d) => d.value.tiers.length === 0 && !d.value.rulesHtml} empty={t('rewards.referral.no_rules')}>
        {({ value }) => (
          <div className="form-stack">
            {value.tiers.length > 0 ? (
              <div className="table-scroll reward-tiers">
                <table className="data-table">
                  <caption className="visually-hidden">{t('rewards.referral.tiers')}</caption>
                  <thead>
                    <tr>
                      <th>{t('rewards.referral.tier_invitations')}</th>
                      <th className="num">{t('rewards.referral.tier_reward')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {[...value.tiers]
                      .sort((a, b) => a.invitations - b.invitations)
                      .map((tier) => (
                        <RowBoundary key={tier.invitations} row={tier} as="tr" cells={2}>
                          {() => (
                            <tr>
                              <td>{tier.invitations}</td>
                              <td className="num">{money(tier.reward)}</td>
                            </tr>
                          )}
                        </RowBoundary>
                      ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            {value.rulesHtml ? (
              <details className="reward-rules">
                <summary>{t('rewards.referral.rules_details')}</summary>
                <SafeHtml html={value.rulesHtml} className="rich-text" />
              </details>
            ) : null}
          </div>
        )}
      </QueryView>
    </section>
  );
}
