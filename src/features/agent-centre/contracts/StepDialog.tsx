import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Contract, ContractDecision, ContractKind, ContractRef, ContractStep } from '../../../generated/relay/model';
import { useLocalePart } from '../../../i18n/parts';
import { session } from '../../../state/session';
import { Dialog } from '../../../ui/dialog/Dialog';
import { FormError } from '../../../ui/form/Field';
import { contractErrorText, stepContract, useRefreshContracts } from './api';
import { useKindName, useRates, useTopRate } from './format';

/** What a step asks before it is taken: the dialog's title, its sentence, the contracts that end, the confirm button. */
export interface StepAsk {
  contract: Contract;
  decision: ContractDecision;
  confirmTerminate?: boolean;
  title: string;
  text: string;
  /** The contracts the step ends besides this one (a lower-rate accept). */
  ends?: readonly ContractRef[];
  confirmLabel: string;
  danger?: boolean;
}

/**
 * A step on a contract (accept, reject, withdraw, terminate): sent, then every contract read is
 * asked again (also after a refusal: the contract may have moved on meanwhile); then `done` gets
 * the sentence that announces it.
 */
export function useContractStep(kind: ContractKind, done: (text: string) => void) {
  const { t } = useTranslation();
  const refresh = useRefreshContracts();
  const describe = useStepText();
  const mutation = useMutation({
    mutationFn: ({ contract, decision, confirmTerminate }: { contract: Contract; decision: ContractDecision; confirmTerminate?: boolean | undefined }) =>
      stepContract(kind, contract.contractId, decision, confirmTerminate),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (contract: Contract, decision: ContractDecision, confirmTerminate?: boolean): Promise<boolean> => {
    setFailure(null);
    try {
      const step = await mutation.mutateAsync({ contract, decision, confirmTerminate });
      // Announced once the screen shows the new state.
      await refresh();
      done(describe(step));
      return true;
    } catch (error) {
      setFailure(contractErrorText(error, t));
      void refresh();
      return false;
    }
  };
  return { run, pending: mutation.isPending, failure };
}

/** The sentence that announces a step done: what became of the contract, and which others ended. */
function useStepText(): (step: ContractStep) => string {
  const { t } = useTranslation();
  const kindName = useKindName();
  const topRate = useTopRate();
  const me = useSnapshot(session).account;
  return ({ contract: c, terminated }) => {
    const kind = kindName(c.kind);
    const ended = terminated.map((x) => t('contracts.done.ended', { downline: x.downline, rate: topRate(x.tiers) }));
    switch (c.status) {
      case 'ACTIVE':
        return [t('contracts.done.accepted', { upline: c.upline, kind, rate: topRate(c.tiers) }), ...ended].join(' ');
      case 'REJECTED':
        return t('contracts.done.rejected', { upline: c.upline, kind });
      case 'WITHDRAWN':
        return t('contracts.done.withdrawn', { downline: c.downline, kind });
      default:
        // Terminated by the caller, as either side: named by the other side.
        return t('contracts.done.terminated', { kind, other: c.upline === me ? c.downline : c.upline });
    }
  };
}

/**
 * The confirmation of a step, naming the contract (and the contracts it ends); the step runs on
 * confirm, a refusal shows in the dialog, which stays open.
 */
export function StepDialog({
  kind,
  ask,
  open,
  onClose,
  onDone,
}: {
  kind: ContractKind;
  ask: StepAsk;
  open: boolean;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  useLocalePart('contracts');
  const { t } = useTranslation();
  const rates = useRates();
  const step = useContractStep(kind, onDone);
  const onConfirm = async () => {
    if (await step.run(ask.contract, ask.decision, ask.confirmTerminate)) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={ask.title}
      closeLabel={t('common.close')}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={`button ${ask.danger ? 'button--danger' : 'button--primary'}`}
            onClick={() => void onConfirm()}
            disabled={step.pending}
          >
            {step.pending ? t('common.loading') : ask.confirmLabel}
          </button>
        </>
      }
    >
      <div className="contract-confirm">
        <p>{ask.text}</p>
        {ask.ends && ask.ends.length > 0 ? (
          <ul className="contract-confirm__ends">
            {ask.ends.map((r) => (
              <li key={r.contractId}>{t('contracts.confirm.ends_item', { downline: r.downline, rate: rates(r), id: r.contractId })}</li>
            ))}
          </ul>
        ) : null}
        <FormError>{step.failure}</FormError>
      </div>
    </Dialog>
  );
}
