import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSubordinates } from '../../../generated/relay/endpoints/agent/agent';
import type { Subordinate } from '../../../generated/relay/model';
import { useLocalePart } from '../../../i18n/parts';
import { TextField } from '../../../ui/form/Field';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';

const SUGGESTIONS = 10;

/**
 * A report's team-member filter: everyone, or the one member whose username is typed. As the
 * agent types, members of the whole team whose usernames hold the text are suggested
 * (getSubordinates `keyword`); choosing one, or pressing Enter, shows that member's rows.
 * `onChange` gets the member's record too when he is one of the suggestions (his level and
 * upline: the profit report opens his upline's team to show him).
 */
export function DownlineFilter({ value, onChange }: { value: string; onChange: (username: string, member?: Subordinate) => void }) {
  useLocalePart('reports');
  const { t } = useTranslation();
  const listId = useId();
  const [text, setText] = useState(value);
  const keyword = useDebouncedValue(text.trim().toLowerCase(), 250);
  const suggestions = useGetSubordinates({ keyword, pageSize: SUGGESTIONS }, { query: { enabled: keyword.length > 0, staleTime: 30_000 } });
  const names = suggestions.data?.value.list ?? [];

  const choose = (name: string) =>
    onChange(
      name,
      names.find((s) => s.username === name),
    );
  const type = (next: string) => {
    setText(next);
    const name = next.trim().toLowerCase();
    // Cleared, or a suggestion picked from the list: show it at once.
    if (name === '' || names.some((s) => s.username === name)) choose(name);
  };

  return (
    <form
      className="downline-filter"
      aria-label={t('reports.downline_filter')}
      onSubmit={(e) => {
        e.preventDefault();
        choose(text.trim().toLowerCase());
      }}
    >
      <TextField
        label={t('reports.downline')}
        type="search"
        list={listId}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('reports.downline_placeholder')}
        value={text}
        onChange={(e) => type(e.target.value)}
      />
      <datalist id={listId}>
        {names.map((s) => (
          <option key={s.username} value={s.username}>
            {t('reports.level_n', { n: s.level })}
          </option>
        ))}
      </datalist>
      <button type="submit" className="button">
        {t('reports.show')}
      </button>
      {value ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            setText('');
            onChange('');
          }}
        >
          {t('reports.whole_team')}
        </button>
      ) : null}
    </form>
  );
}
