import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalePart } from '../../../i18n/parts';
import { memberKind } from './rules';

/** The type of a new account: one radio a member type the agent may open (member or agent). */
export function TypeChoice({ types, value, onChange }: { types: readonly number[]; value: number; onChange: (type: number) => void }) {
  useLocalePart('agent');
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="agent-types">
      <legend className="field__label">{t('agent.register.type')}</legend>
      <div className="chips">
        {types.map((type) => (
          <label key={type} className="agent-types__choice">
            <input type="radio" name={name} value={type} checked={value === type} onChange={() => onChange(type)} />
            <span>{t(`agent.kind.${memberKind(type)}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
