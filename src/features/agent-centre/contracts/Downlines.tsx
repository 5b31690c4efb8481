import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contract, ContractInfo, ContractKind } from '../../../generated/relay/model';
import { useLocaleParts } from '../../../i18n/parts';
import { useDates } from '../../../i18n/useDates';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { EmptyView } from '../../../ui/StatusView';
import { TableScroll } from '../../../ui/TableScroll';
import { memberKind } from '../register/rules';
import { useKindName, useRates, useTopRate } from './format';
import type { OfferTarget } from './OfferForm';
import type { StepAsk } from './StepDialog';

/**
 * With my downlines: the direct downline agents, each with its contract of the kind in force
 * (top rate, since when) and the offer waiting for its answer; Offer, Change terms, Withdraw
 * and Terminate. The most the agent may offer is said above; a frozen agent cannot offer.
 */
export function WithDownlines({
  kind,
  info,
  onAsk,
  onOffer,
}: {
  kind: ContractKind;
  info: ContractInfo;
  onAsk: (ask: StepAsk) => void;
  onOffer: (target: OfferTarget) => void;
}) {
  useLocaleParts('contracts', 'agent');
  const { t } = useTranslation();
  const kindName = useKindName();
  const topRate = useTopRate();
  const rates = useRates();
  const when = useDates().moment;
  const headingId = useId();
  const byId = new Map(info.asUpline.map((c) => [c.contractId, c]));
  const canOffer = !info.frozen;
  const ceiling = info.ceiling;
  const anyFree = info.downlines.some((d) => !d.pendingId);

  const askWithdraw = (c: Contract) =>
    onAsk({
      contract: c,
      decision: 'C',
      title: t('contracts.confirm.withdraw_title'),
      text: t('contracts.confirm.withdraw', { kind: kindName(kind), downline: c.downline, rate: topRate(c.tiers), id: c.contractId }),
      confirmLabel: t('contracts.action.withdraw'),
      danger: true,
    });
  const askTerminate = (c: Contract) =>
    onAsk({
      contract: c,
      decision: 'C',
      title: t('contracts.confirm.terminate_title'),
      text: t('contracts.confirm.terminate', { kind: kindName(kind), other: c.downline, rate: topRate(c.tiers), id: c.contractId }),
      confirmLabel: t('contracts.action.terminate'),
      danger: true,
    });

  return (
    <section className="contracts-section" aria-labelledby={headingId}>
      <div className="contracts-section__head">
        <h4 id={headingId}>{t('contracts.downlines.title')}</h4>
        {info.downlines.length > 0 ? (
          <button type="button" className="button button--small button--primary" onClick={() => onOffer({})} disabled={!canOffer || !anyFree}>
            {t('contracts.action.new_offer')}
          </button>
        ) : null}
      </div>
      <p className="agent-muted">
        {ceiling.lossRate === undefined
          ? t('contracts.ceiling.rate', { rate: rates({ rate: ceiling.rate }) })
          : t('contracts.ceiling.rates', { rate: rates({ rate: ceiling.rate }), lossRate: rates({ rate: ceiling.lossRate }) })}
      </p>
      {info.frozen ? <p className="notice-line">{t('contracts.downlines.frozen')}</p> : null}
      {info.downlines.length === 0 ? (
        <EmptyView>{t('contracts.downlines.none')}</EmptyView>
      ) : (
        <TableScroll>
          <table className="data-table agent-table contract-downlines">
            <caption className="visually-hidden">{t('contracts.downlines.caption', { kind: kindName(kind) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('contracts.downlines.username')}</th>
                <th scope="col">{t('contracts.downlines.contract')}</th>
                <th scope="col">{t('contracts.downlines.offer')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('contracts.downlines.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {info.downlines.map((d) => (
                <RowBoundary key={d.username} row={d} as="tr" cells={4}>
                  {() => {
                    const active = d.contractId ? byId.get(d.contractId) : undefined;
                    const pending = d.pendingId ? byId.get(d.pendingId) : undefined;
                    return (
                      <tr>
                        <th scope="row">
                          <span className="agent-table__name">{d.username}</span>
                          <span className="agent-table__nick">{t(`agent.kind.${memberKind(d.memberType)}`)}</span>
                        </th>
                        <td>
                          <span className="contract-cell__label" aria-hidden="true">
                            {t('contracts.downlines.contract')}
                          </span>
                          {active ? (
                            <span className="contract-cell">
                              <strong>{topRate(active.tiers)}</strong>
                              {active.startTime ? (
                                <span className="agent-table__nick">{t('contracts.downlines.since_time', { time: when.format(active.startTime) })}</span>
                              ) : null}
                            </span>
                          ) : (
                            <span className="agent-muted">{t('contracts.downlines.no_contract')}</span>
                          )}
                        </td>
                        <td>
                          <span className="contract-cell__label" aria-hidden="true">
                            {t('contracts.downlines.offer')}
                          </span>
                          {pending ? (
                            <span className="contract-cell">
                              <span className="status-badge status-badge--wait">{t('contracts.downlines.pending_rate', { rate: topRate(pending.tiers) })}</span>
                              <span className="agent-table__nick">{when.format(pending.createTime)}</span>
                            </span>
                          ) : (
                            '—'
                          )}
                        </td>
                        <td>
                          <span className="contract-row-actions">
                            {!active && !pending ? (
                              <button
                                type="button"
                                className="button button--small button--primary"
                                disabled={!canOffer}
                                onClick={() => onOffer({ downline: d.username })}
                                aria-label={t('contracts.action.offer_to', { downline: d.username })}
                              >
                                {t('contracts.action.offer')}
                              </button>
                            ) : null}
                            {active && !pending ? (
                              <button
                                type="button"
                                className="button button--small"
                                disabled={!canOffer}
                                onClick={() => onOffer({ downline: d.username, base: active })}
                                aria-label={t('contracts.action.change_with', { downline: d.username })}
                              >
                                {t('contracts.action.change')}
                              </button>
                            ) : null}
                            {pending ? (
                              <button
                                type="button"
                                className="button button--small"
                                onClick={() => askWithdraw(pending)}
                                aria-label={t('contracts.action.withdraw_to', { downline: d.username })}
                              >
                                {t('contracts.action.withdraw')}
                              </button>
                            ) : null}
                            {active ? (
                              <button
                                type="button"
                                className="button button--small button--danger"
                                onClick={() => askTerminate(active)}
                                aria-label={t('contracts.action.terminate_with', { other: d.username })}
                              >
                                {t('contracts.action.terminate')}
                              </button>
                            ) : null}
                          </span>
                        </td>
                      </tr>
                    );
                  }}
                </RowBoundary>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
