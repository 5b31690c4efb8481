import { useTranslation } from 'react-i18next';
import { useWhiteLabel } from '../../api/site';
import { useGetCountryCodes } from '../../generated/wps/endpoints/system/system';

/** The country dialing code picker: hidden unless UPDATEMOBILEICC3, disabled with DISABLEDMOBILEICC3. */
export function CountryCodeSelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation();
  const flags = useWhiteLabel();
  const countries = useGetCountryCodes({ query: { staleTime: Number.POSITIVE_INFINITY } });
  const list = countries.data?.value ?? [];
  if (!flags.countryCodePicker || list.length === 0) return <span className="country-code">{value}</span>;
  return (
    <select
      className="field__select country-code"
      aria-label={t('auth.country_code')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      disabled={flags.countryCodeDisabled}
    >
      {list.map((c) => (
        <option key={`${c.countryCode}-${c.countryDialingCode}`} value={c.countryDialingCode}>
          {c.countryCode} {c.countryDialingCode}
        </option>
      ))}
    </select>
  );
}
