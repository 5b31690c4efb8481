/** The ten activity statuses of the spec (section 4), in the order the filter offers them. */
export const ACTIVITY_STATUSES = ['JOIN', 'CLAIM', 'ISSUED', 'APPLYING', 'IN_PROGRESS', 'JOINED', 'REJECTED', 'CLAIMED', 'COMING_SOON', 'CLOSED'] as const;
export type ActivityStatusName = (typeof ACTIVITY_STATUSES)[number];

/** What the member can do with an activity now. */
export type ActivityAction = 'join' | 'claim' | 'raffle' | 'apply' | null;

/**
 * JOIN is joined, or applied for with images when the activity asks for them; CLAIM and ISSUED
 * are claimed (a raffle through its own call); REJECTED may be applied for again; the others
 * (APPLYING, IN_PROGRESS, JOINED, CLAIMED, COMING_SOON, CLOSED) wait or are over.
 */
export function activityAction(a: { status: string; applyWithImages?: boolean | undefined; raffleScheduleId?: string | null | undefined }): ActivityAction {
  switch (a.status) {
    case 'JOIN':
      return a.applyWithImages ? 'apply' : 'join';
    case 'CLAIM':
    case 'ISSUED':
      return a.raffleScheduleId ? 'raffle' : 'claim';
    case 'REJECTED':
      return 'apply';
    default:
      return null;
  }
}

/** The colour of a status badge: something to do, waiting, over, refused or closed. */
export function activityTone(status: string): 'ok' | 'wait' | 'done' | 'bad' {
  if (status === 'JOIN' || status === 'CLAIM' || status === 'ISSUED') return 'ok';
  if (status === 'CLAIMED') return 'done';
  if (status === 'REJECTED' || status === 'CLOSED') return 'bad';
  return 'wait';
}

/** The spec's remark limit (section 5). */
export const REMARK_MAX = 140;

export interface ApplyProblems {
  images?: 'required';
  remark?: 'too_long';
}

/**
 * What stops an application: no image when the activity needs one, a remark over 140 characters
 * (UTF-16 units, as the field's maxLength and the platform count them).
 */
export function applyProblems({ images, remark, needsImages }: { images: number; remark: string; needsImages: boolean }): ApplyProblems {
  const found: ApplyProblems = {};
  if (needsImages && images === 0) found.images = 'required';
  if (remark.trim().length > REMARK_MAX) found.remark = 'too_long';
  return found;
}

/** What `claimRafflePromotion` is sent for a raffle activity: the promotion and its draw (the platform refuses a missing one). */
export function raffleClaim(a: { promotionId: number; raffleScheduleId?: string | null | undefined }): { promotionId: number; raffleScheduleId: string } {
  return { promotionId: a.promotionId, raffleScheduleId: a.raffleScheduleId ?? '' };
}
