import { useState } from 'react';
import { useGetCountryCodes } from '../generated/wps/endpoints/system/system';

export const FALLBACK_DIALING_CODE = '+84';

/** The dialing code a form starts with: the user's choice, else the first the server lists. */
export function useDefaultDialingCode(): [string, (code: string) => void] {
  const countries = useGetCountryCodes({ query: { staleTime: Number.POSITIVE_INFINITY } });
  const [chosen, setChosen] = useState<string | null>(null);
  return [chosen ?? countries.data?.value[0]?.countryDialingCode ?? FALLBACK_DIALING_CODE, setChosen];
}
