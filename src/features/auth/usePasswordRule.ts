import { useGetRegisterSettings } from '../../generated/wps/endpoints/system/system';
import type { RegisterFieldRule, RegisterRules } from '../../generated/wps/model';

/** Used when the server gives no rule for the password: 6 to 20 letters and digits combined. */
export const FALLBACK_PASSWORD_RULE: RegisterFieldRule = { enabled: true, required: true, minLength: 6, maxLength: 20, acceptedPattern: '*', patternId: 6 };

/** The registration rules (the register settings call), cached for the visit. */
export function useRegisterRules() {
  return useGetRegisterSettings({ query: { staleTime: 10 * 60_000 } });
}

export function passwordRule(rules: RegisterRules | undefined): RegisterFieldRule {
  return { ...(rules?.password ?? FALLBACK_PASSWORD_RULE), enabled: true, required: true };
}
