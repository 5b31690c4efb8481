/**
 * The mock platform's agent programme and agent applications (docs/design/issue15.md, part 5):
 * what the programme offers (from the agency's and the contracts' own rules), members'
 * applications reviewed 2 minutes after they were sent, and visitors' contact requests.
 */

import { isAgent } from './accounts';
import { PLATFORM_CEILING } from './contracts';
import { HOUR, MINUTE, now } from './core/clock';
import { type Failure, fail } from './core/context';
import { nextNo } from './core/ledger';
import { type MockAccount, type PlatformState, PRODUCT_TYPES } from './core/state';

export const CONTACT_TYPES = ['TELEGRAM', 'ZALO', 'WHATSAPP', 'VIBER', 'LINE', 'EMAIL'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export type ApplicationStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** The operator reviews an application this long after it was sent. */
export const REVIEW_MS = 2 * MINUTE;
/** At most this many visitor contact requests in `LEAD_WINDOW_MS`. */
export const MAX_LEADS = 3;
export const LEAD_WINDOW_MS = HOUR;
/** The hour (Vietnam time) the agency pays the day's commission (agency.ts). */
export const COMMISSION_PAY_HOUR = 2;
export const AGENT_COUNT = 1280;
/** A message holding this word is rejected at review (a hook for tests and demos). */
export const REJECT_HOOK = 'REJECT';

const CONTACT_NAMES: Record<ContactType, string> = { TELEGRAM: 'Telegram', ZALO: 'Zalo', WHATSAPP: 'WhatsApp', VIBER: 'Viber', LINE: 'LINE', EMAIL: 'email' };
export const approvedRemark = (type: ContactType) => `Welcome aboard! Your agent manager will contact you on ${CONTACT_NAMES[type]} within 24 hours.`;
export const REJECTED_REMARK = 'We could not verify your contact details. Please apply again with a reachable contact.';

export interface ApplicationInput {
  realName: string;
  mobileNum: string;
  countryDialingCode: string;
  contactType: ContactType;
  contactValue: string;
  expectedMembers: number;
  hasExperience: boolean;
  message?: string | undefined;
}

export interface StoredApplication extends ApplicationInput {
  applicationId: string;
  status: ApplicationStatus;
  submittedAt: number;
  reviewedAt?: number;
  reviewRemark?: string;
  /** When the operator reviews it (PENDING only). */
  reviewAt?: number;
}

type JoinPlatform = PlatformState & {
  /** Members' applications by username, oldest first. */
  agentApplications?: Record<string, StoredApplication[]>;
  /** Visitors' contact requests, oldest first. */
  agentLeads?: StoredApplication[];
};

/** Members' applications (none seeded). */
export function applicationsState(state: PlatformState): Record<string, StoredApplication[]> {
  const s = state as JoinPlatform;
  s.agentApplications ??= {};
  return s.agentApplications;
}

export function leadsOf(state: PlatformState): StoredApplication[] {
  const s = state as JoinPlatform;
  s.agentLeads ??= [];
  return s.agentLeads;
}

export function applicationsOf(state: PlatformState, username: string): StoredApplication[] {
  const all = applicationsState(state);
  all[username] ??= [];
  return all[username];
}

/**
 * What the programme offers: the agency's commission hour, the rebates a new agent starts with
 * (agent01's, seed/team.ts `AGENT01_REBATES`, read from the state: a domain never imports the
 * seed) and the contracts' ceilings.
 */
export function agentProgramme(state: PlatformState) {
  const rebates = state.accounts.agent01?.rebates;
  return {
    commissionPayHour: COMMISSION_PAY_HOUR,
    startingRebates: PRODUCT_TYPES.map((productType) => ({ productType, rate: rebates?.[productType] ?? 0 })),
    contracts: [
      { kind: 'DIVIDEND', maxRate: PLATFORM_CEILING.DIVIDEND.rate, settlement: 'PERIOD', salaryPeriods: ['W', 'H', 'M'] },
      { kind: 'DAILY', maxRate: PLATFORM_CEILING.DAILY.rate, settlement: 'DAY', salaryPeriods: ['D'] },
      { kind: 'HOURLY', maxRate: PLATFORM_CEILING.HOURLY.rate, settlement: 'HOUR' },
      { kind: 'REALTIME', maxRate: PLATFORM_CEILING.REALTIME.rate, maxLossRate: PLATFORM_CEILING.REALTIME.lossRate ?? 0, settlement: 'FIVE_MINUTES' },
    ],
    agentCount: AGENT_COUNT,
  };
}

/** All but the first 3 and the last 3 digits hidden: 091****678. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length <= 6) return `${digits.slice(0, 1)}${'*'.repeat(Math.max(3, digits.length - 1))}`;
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 6)}${digits.slice(-3)}`;
}

function newApplication(state: PlatformState, input: ApplicationInput, time: number, review: boolean): StoredApplication {
  const message = input.message?.trim();
  return {
    applicationId: nextNo(state, 'AA', time),
    status: 'PENDING',
    submittedAt: time,
    realName: input.realName.trim(),
    mobileNum: input.mobileNum,
    countryDialingCode: input.countryDialingCode,
    contactType: input.contactType,
    contactValue: input.contactValue.trim(),
    expectedMembers: input.expectedMembers,
    hasExperience: input.hasExperience,
    ...(message ? { message } : {}),
    ...(review ? { reviewAt: time + REVIEW_MS } : {}),
  };
}

/**
 * An application: the member's own (refused for a trial account, an agent, or while one is
 * pending), or without an account a visitor's contact request (at most 3 an hour).
 */
export function applyAgent(state: PlatformState, account: MockAccount | null, input: ApplicationInput): StoredApplication | Failure {
  const time = now(state);
  if (!account) {
    const leads = leadsOf(state);
    if (leads.filter((l) => l.submittedAt > time - LEAD_WINDOW_MS).length >= MAX_LEADS)
      return fail(429, 'TOO_MANY_REQUESTS', 'Too many requests, please try again later');
    const lead = newApplication(state, input, time, false);
    leads.push(lead);
    return lead;
  }
  if (account.type === 4) return fail(403, 'member.trial.not.allowed', 'Trial accounts cannot do this');
  if (isAgent(account)) return fail(409, 'agent.already', 'You are already an agent');
  const list = applicationsOf(state, account.username);
  if (list.some((a) => a.status === 'PENDING')) return fail(409, 'agent.application.pending', 'Your application is being reviewed');
  const application = newApplication(state, input, time, true);
  list.push(application);
  return application;
}

/** The operator's review (at `reviewAt`): approved, unless the message asks for a rejection. */
function review(application: StoredApplication, time: number): void {
  const rejected = application.message?.includes(REJECT_HOOK) ?? false;
  application.status = rejected ? 'REJECTED' : 'APPROVED';
  application.reviewedAt = time;
  application.reviewRemark = rejected ? REJECTED_REMARK : approvedRemark(application.contactType);
  delete application.reviewAt;
}

/** An application as the contract shows it (the mobile number masked). */
export function applicationView(a: StoredApplication) {
  return {
    applicationId: a.applicationId,
    status: a.status,
    submittedAt: a.submittedAt,
    ...(a.reviewedAt === undefined ? {} : { reviewedAt: a.reviewedAt }),
    realName: a.realName,
    mobileNum: maskMobile(a.mobileNum),
    contactType: a.contactType,
    contactValue: a.contactValue,
    expectedMembers: a.expectedMembers,
    hasExperience: a.hasExperience,
    ...(a.message ? { message: a.message } : {}),
    ...(a.reviewRemark ? { reviewRemark: a.reviewRemark } : {}),
  };
}

/** What falls due as the clock moves (money.ts `settle`): the reviews of members' applications. */
export function joinDue(state: PlatformState): { time: number; run(): void }[] {
  const all = (state as JoinPlatform).agentApplications;
  if (!all) return [];
  return Object.values(all).flatMap((list) =>
    list.flatMap((a) => {
      const at = a.reviewAt;
      return a.status === 'PENDING' && at !== undefined ? [{ time: at, run: () => review(a, at) }] : [];
    }),
  );
}
