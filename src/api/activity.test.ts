import { describe, expect, it } from 'vitest';
import { ACTIVITY_STATUSES, activityAction, activityTone, applyProblems, REMARK_MAX } from './activity';

describe('activity actions', () => {
  it('joins plain JOIN activities and applies for those that ask for images', () => {
    expect(activityAction({ status: 'JOIN', applyWithImages: false })).toBe('join');
    expect(activityAction({ status: 'JOIN', applyWithImages: true })).toBe('apply');
  });

  it('claims CLAIM and ISSUED activities, raffles through their own call', () => {
    expect(activityAction({ status: 'CLAIM' })).toBe('claim');
    expect(activityAction({ status: 'ISSUED' })).toBe('claim');
    expect(activityAction({ status: 'CLAIM', raffleScheduleId: 'R-1' })).toBe('raffle');
  });

  it('lets a rejected activity be applied for again, and offers nothing for the rest', () => {
    expect(activityAction({ status: 'REJECTED', applyWithImages: true })).toBe('apply');
    for (const status of ['APPLYING', 'CLOSED', 'CLAIMED', 'IN_PROGRESS', 'JOINED', 'COMING_SOON']) expect(activityAction({ status })).toBeNull();
  });

  it('gives every one of the ten statuses a tone', () => {
    expect(ACTIVITY_STATUSES).toHaveLength(10);
    expect(new Set(ACTIVITY_STATUSES.map(activityTone))).toEqual(new Set(['ok', 'wait', 'done', 'bad']));
  });
});

describe('applications', () => {
  it('need an image only when the activity asks for images', () => {
    expect(applyProblems({ images: 0, remark: '', needsImages: true })).toEqual({ images: 'required' });
    expect(applyProblems({ images: 0, remark: '', needsImages: false })).toEqual({});
    expect(applyProblems({ images: 3, remark: '', needsImages: true })).toEqual({});
  });

  it('take a remark of at most 140 characters, not counting spaces around it', () => {
    expect(applyProblems({ images: 1, remark: ` ${'a'.repeat(REMARK_MAX)} `, needsImages: true })).toEqual({});
    expect(applyProblems({ images: 1, remark: 'a'.repeat(REMARK_MAX + 1), needsImages: true })).toEqual({ remark: 'too_long' });
  });
});
