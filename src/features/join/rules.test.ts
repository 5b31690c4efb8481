import { describe, expect, it } from 'vitest';
import { type ApplicationDraft, applicationProblems, applicationRequest, emptyDraft } from './rules';

const good: ApplicationDraft = {
  realName: ' Nguyen Van An ',
  countryDialingCode: '+84',
  mobileNum: '091 234-5678',
  contactType: 'TELEGRAM',
  contactValue: '@lucky_an88',
  expectedMembers: '30',
  hasExperience: 'yes',
  message: '  ',
};

describe('the agent application', () => {
  it('finds every problem of an empty form', () => {
    expect(applicationProblems(emptyDraft('+84'))).toEqual({
      realName: 'real_name',
      mobileNum: 'mobile',
      contactValue: 'contact_value',
      expectedMembers: 'expected_members',
      hasExperience: 'experience',
    });
  });

  it('checks each field against the contract', () => {
    expect(applicationProblems(good)).toEqual({});
    expect(applicationProblems({ ...good, realName: 'A' }).realName).toBe('real_name');
    expect(applicationProblems({ ...good, mobileNum: '12345' }).mobileNum).toBe('mobile');
    expect(applicationProblems({ ...good, mobileNum: '+84912345678' }).mobileNum).toBeUndefined();
    expect(applicationProblems({ ...good, contactType: 'EMAIL', contactValue: 'an@' }).contactValue).toBe('contact_email');
    expect(applicationProblems({ ...good, contactType: 'EMAIL', contactValue: 'an@example.com' }).contactValue).toBeUndefined();
    expect(applicationProblems({ ...good, expectedMembers: '0' }).expectedMembers).toBe('expected_members');
    expect(applicationProblems({ ...good, expectedMembers: '2.5' }).expectedMembers).toBe('expected_members');
    expect(applicationProblems({ ...good, expectedMembers: '100001' }).expectedMembers).toBe('expected_members');
    expect(applicationProblems({ ...good, message: 'x'.repeat(501) }).message).toBe('message');
  });

  it('sends the trimmed values, without an empty message', () => {
    expect(applicationRequest(good)).toEqual({
      realName: 'Nguyen Van An',
      mobileNum: '0912345678',
      countryDialingCode: '+84',
      contactType: 'TELEGRAM',
      contactValue: '@lucky_an88',
      expectedMembers: 30,
      hasExperience: true,
    });
    expect(applicationRequest({ ...good, hasExperience: 'no', message: ' Hi ' })).toMatchObject({ hasExperience: false, message: 'Hi' });
  });
});
