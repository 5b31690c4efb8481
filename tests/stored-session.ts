/**
 * What the site keeps in sessionStorage after a login (setSignedIn and applyMemberInfo,
 * src/features/auth/sign-in.ts and src/state/session.ts), from the login's token and the member
 * and system replies: a page that starts with it starts signed in. For the browser tests
 * (helpers.ts apiLogin) and the interaction measure (scripts/lib/interactions.mjs).
 */
export interface MemberReply {
  account: string;
  type: number;
  nickname?: string | null;
  id?: number | string | null;
  toUpline?: boolean;
  memberLabel: { labelName?: string }[];
}

export function storedSessionOf(token: string, member: MemberReply, vipService: boolean | undefined): Record<string, string> {
  return {
    token,
    memberLabel: JSON.stringify(member.memberLabel),
    toUpline: String(Boolean(member.toUpline)),
    account: member.account,
    username: member.account,
    ...(member.nickname == null ? {} : { nickname: member.nickname }),
    ...(member.id == null ? {} : { customerId: String(member.id) }),
    // Agents are member types 1, 2, 41 and 42.
    isAgent: String([1, 2, 41, 42].includes(member.type)),
    memberType: String(member.type),
    vipService: String(Boolean(vipService && member.memberLabel[0]?.labelName)),
  };
}
