/**
 * The agent application's rules (the contract's AgentApplicationRequest), checked before
 * sending so the applicant sees each problem under its field.
 */
import type { AgentApplicationRequest, AgentContactType } from '../../generated/relay/model';

export const CONTACT_TYPES: AgentContactType[] = ['TELEGRAM', 'ZALO', 'WHATSAPP', 'VIBER', 'LINE', 'EMAIL'];
export const MESSAGE_MAX = 500;
export const NAME_MAX = 50;
export const CONTACT_MAX = 100;
export const MEMBERS_MAX = 100_000;

export interface ApplicationDraft {
  realName: string;
  countryDialingCode: string;
  mobileNum: string;
  contactType: AgentContactType;
  contactValue: string;
  expectedMembers: string;
  hasExperience: 'yes' | 'no' | '';
  message: string;
}

export type ApplicationProblem = 'real_name' | 'mobile' | 'contact_value' | 'contact_email' | 'expected_members' | 'experience' | 'message';
export type ApplicationField = 'realName' | 'mobileNum' | 'contactValue' | 'expectedMembers' | 'hasExperience' | 'message';

export const emptyDraft = (countryDialingCode: string): ApplicationDraft => ({
  realName: '',
  countryDialingCode,
  mobileNum: '',
  contactType: 'TELEGRAM',
  contactValue: '',
  expectedMembers: '',
  hasExperience: '',
  message: '',
});

/** Each field's problem, if it has one. */
export function applicationProblems(d: ApplicationDraft): Partial<Record<ApplicationField, ApplicationProblem>> {
  const problems: Partial<Record<ApplicationField, ApplicationProblem>> = {};
  const name = d.realName.trim();
  if (name.length < 2 || name.length > NAME_MAX) problems.realName = 'real_name';
  if (!/^\+?[0-9]{6,15}$/.test(d.mobileNum.replace(/[\s-]/g, ''))) problems.mobileNum = 'mobile';
  const contact = d.contactValue.trim();
  if (!contact || contact.length > CONTACT_MAX) problems.contactValue = 'contact_value';
  else if (d.contactType === 'EMAIL' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact)) problems.contactValue = 'contact_email';
  const members = Number(d.expectedMembers);
  if (!/^\d+$/.test(d.expectedMembers.trim()) || members < 1 || members > MEMBERS_MAX) problems.expectedMembers = 'expected_members';
  if (!d.hasExperience) problems.hasExperience = 'experience';
  if (d.message.trim().length > MESSAGE_MAX) problems.message = 'message';
  return problems;
}

/** The request body of a draft without problems. */
export function applicationRequest(d: ApplicationDraft): AgentApplicationRequest {
  const message = d.message.trim();
  return {
    realName: d.realName.trim(),
    mobileNum: d.mobileNum.replace(/[\s-]/g, ''),
    countryDialingCode: d.countryDialingCode,
    contactType: d.contactType,
    contactValue: d.contactValue.trim(),
    expectedMembers: Number(d.expectedMembers.trim()),
    hasExperience: d.hasExperience === 'yes',
    ...(message ? { message } : {}),
  };
}
