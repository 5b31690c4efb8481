/**
 * The feedback and join-us routes through the real client transport (every reply checked
 * against the contract): member01's seeded feedback and its replies, sending one with images
 * (answered 2 minutes later on the mock clock), the word, image and rate limits; the agent
 * programme, members' applications reviewed 2 minutes later, visitors' contact requests and the
 * refusals.
 */
import { describe, expect, it } from 'vitest';
import { freePlayLogin } from '../../../src/generated/wps/endpoints/session/session';
import { clearSession, setSessionToken } from '../../../src/state/session';
import { advanceMockClock, mockStore, useScenario } from '../../node';
import { DAY, HOUR, MINUTE } from '../core/clock';
import { type Any, as, call, expectFailure, PNG, R } from './harness';

const FEEDBACK = '/wps/feedback';
const list = (query: Record<string, string | number> = {}) => call('GET', FEEDBACK, undefined, { pageNo: 1, pageSize: 10, ...query });
const send = (body: Record<string, unknown>) => call('POST', FEEDBACK, body);
const CONTENT = 'The withdrawal page shows an error when I choose my second bank card.';
/** A JPEG data URL of about `bytes` decoded bytes, rounded up to a multiple of 3 (the mock only reads the header and the size). */
const jpeg = (bytes: number) => `data:image/jpeg;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;

const PROGRAMME = `${R}/MCSFE_getAgentProgramme`;
const APPLY = `${R}/MCSFE_applyAgent`;
const APPLICATIONS = `${R}/MCSFE_getAgentApplication`;
const application = (overrides: Record<string, unknown> = {}) => ({
  realName: 'Nguyen Van An',
  mobileNum: '0912345678',
  countryDialingCode: '+84',
  contactType: 'TELEGRAM',
  contactValue: '@lucky_an88',
  expectedMembers: 30,
  hasExperience: true,
  message: 'I run a football fan group of 300 people in Da Nang.',
  ...overrides,
});

describe('feedback', () => {
  it("lists member01's three, newest first, with their images and the conversations, and filters by status", async () => {
    await as('member01');
    const anchor = mockStore.state.ledgerAnchor;
    const all = await list();
    expect(all).toMatchObject({ totalCount: 3, totalPages: 1, pageNo: 1 });
    expect(all.list.map((f: Any) => [f.questionType, f.status])).toEqual([
      ['GAME', 'PENDING'],
      ['DEPOSIT', 'REPLIED'],
      ['SUGGESTION', 'CLOSED'],
    ]);
    const [game, deposit, suggestion] = all.list as Any[];
    expect(game).toMatchObject({ createdAt: anchor - DAY + 22 * HOUR + 10 * MINUTE, images: [], replies: [] });
    expect(deposit).toMatchObject({ remark: 'Vietcombank, 14:05', createdAt: anchor - 3 * DAY + 14 * HOUR + 30 * MINUTE });
    expect(deposit.feedbackId).toMatch(/^FB\d{17}$/);
    expect(deposit.images).toHaveLength(1);
    expect(deposit.images[0].endsWith(`/mock-cdn/feedback/${deposit.feedbackId}-1.svg?label=image+1+%28PNG%2C+182+KB%29`)).toBe(true);
    expect(deposit.replies.map((r: Any) => [r.author, r.authorName, r.time - deposit.createdAt])).toEqual([
      ['OPERATOR', 'Customer service', 12 * MINUTE],
      ['MEMBER', 'Lucky An', 20 * MINUTE],
    ]);
    expect(suggestion.replies).toHaveLength(1);
    expect((await list({ status: 'REPLIED' })).list.map((f: Any) => f.feedbackId)).toEqual([deposit.feedbackId]);
    expect((await list({ status: 'CLOSED' })).totalCount).toBe(1);
    expect((await list({ pageSize: 2, pageNo: 2 })).list.map((f: Any) => f.feedbackId)).toEqual([suggestion.feedbackId]);
    await expectFailure(list({ status: 'OPEN' }), 400, 'request_param_err');
  });

  it('sends one with images; customer service answers it two minutes later', async () => {
    await as('member01');
    const sent = await send({ questionType: 'WITHDRAWAL', content: CONTENT, remark: 'ACB card', images: [PNG, jpeg(300 * 1024)] });
    expect(sent).toMatchObject({ questionType: 'WITHDRAWAL', content: CONTENT, remark: 'ACB card', status: 'PENDING', replies: [] });
    expect(sent.images).toHaveLength(2);
    expect(decodeURIComponent(sent.images[0].replaceAll('+', ' '))).toContain('image 1 (PNG, 1 KB)');
    expect(decodeURIComponent(sent.images[1].replaceAll('+', ' '))).toContain('image 2 (JPEG, 300 KB)');
    expect((await list()).list[0]).toEqual(sent);

    advanceMockClock(MINUTE);
    expect((await list()).list[0].status).toBe('PENDING');
    advanceMockClock(MINUTE);
    const answered = (await list()).list[0];
    expect(answered.status).toBe('REPLIED');
    expect(answered.replies).toEqual([
      expect.objectContaining({ author: 'OPERATOR', authorName: 'Customer service', content: expect.stringContaining('withdrawal') }),
    ]);
    // The seeded pending one waits for a person, not for the clock.
    expect((await list({ status: 'PENDING' })).totalCount).toBe(1);
  });

  it('keeps to the word limits, counting each CJK or Thai character as a word', async () => {
    await as('member01');
    await expectFailure(send({ questionType: 'OTHER', content: 'Too short to read' }), 400, 'feedback.content.too.short');
    await expectFailure(send({ questionType: 'OTHER', content: Array.from({ length: 301 }, () => 'word').join(' ') }), 400, 'feedback.content.too.long');
    expect(await send({ questionType: 'OTHER', content: Array.from({ length: 300 }, () => 'word').join(' ') })).toMatchObject({ status: 'PENDING' });
    expect(await send({ questionType: 'SERVICE', content: '客服回复很慢' })).toMatchObject({ questionType: 'SERVICE' });
    await expectFailure(send({ questionType: 'SERVICE', content: 'ฝาก' }), 400, 'feedback.content.too.short');
  });

  it('takes png or jpg images of at most 5 MB, a remark of at most 140 characters, and 3 feedbacks a minute', async () => {
    await as('member01');
    await expectFailure(
      send({ questionType: 'GAME', content: CONTENT, images: ['data:image/gif;base64,R0lGODlhAQABAAAAACw='] }),
      400,
      'feedback.images.invalid',
    );
    await expectFailure(send({ questionType: 'GAME', content: CONTENT, images: [jpeg(5 * 1024 * 1024 + 3)] }), 400, 'feedback.images.invalid');
    // The contract's schema allows 3 images: a 4th is refused before the route sees it.
    await expectFailure(send({ questionType: 'GAME', content: CONTENT, images: [PNG, PNG, PNG, PNG] }), 400, 'request_param_err');
    await expectFailure(send({ questionType: 'GAME', content: CONTENT, remark: 'x'.repeat(141) }), 400, 'request_param_err');
    await expectFailure(send({ questionType: 'BUG', content: CONTENT }), 400, 'request_param_err');
    expect(
      (await send({ questionType: 'GAME', content: CONTENT, remark: 'x'.repeat(140), images: [PNG, PNG, jpeg(5 * 1024 * 1024 - 2)] })).images,
    ).toHaveLength(3);
    await send({ questionType: 'GAME', content: CONTENT });
    await send({ questionType: 'GAME', content: CONTENT });
    await expectFailure(send({ questionType: 'GAME', content: CONTENT }), 429, 'TOO_MANY_REQUESTS');
    advanceMockClock(MINUTE);
    expect(await send({ questionType: 'GAME', content: CONTENT })).toMatchObject({ status: 'PENDING' });
    expect((await list()).totalCount).toBe(7);
  });

  it('is each member’s own, needs a session and is empty in the empty scenario', async () => {
    await as('agent01');
    expect((await list()).totalCount).toBe(0);
    clearSession();
    await expectFailure(list(), 401, 'login.not.session');
    await expectFailure(send({ questionType: 'GAME', content: CONTENT }), 401, 'login.not.session');
    await as('member01');
    useScenario('empty');
    expect((await list()).list).toEqual([]);
  });
});

describe('join us', () => {
  it('offers commission at 02:00, the starting rebates and the four contract kinds at the platform’s ceilings', async () => {
    clearSession();
    const programme = await call('GET', PROGRAMME);
    expect(programme).toMatchObject({ commissionPayHour: 2, agentCount: 1280 });
    expect(programme.startingRebates.map((r: Any) => r.productType)).toEqual(['LIVE', 'RNG', 'SPORTS', 'LOTT', 'ELOTT', 'FISH', 'PVP', 'ESPORTS']);
    expect(programme.startingRebates[0]).toEqual({ productType: 'LIVE', rate: 1 });
    expect(programme.contracts).toEqual([
      { kind: 'DIVIDEND', maxRate: 50, settlement: 'PERIOD', salaryPeriods: ['W', 'H', 'M'] },
      { kind: 'DAILY', maxRate: 2, settlement: 'DAY', salaryPeriods: ['D'] },
      { kind: 'HOURLY', maxRate: 1, settlement: 'HOUR' },
      { kind: 'REALTIME', maxRate: 5, maxLossRate: 5, settlement: 'FIVE_MINUTES' },
    ]);
    await as('member01');
    expect(await call('GET', PROGRAMME)).toEqual(programme);
  });

  it("takes member01's application, refuses a second while it is reviewed and approves it two minutes later", async () => {
    await as('member01');
    expect((await call('GET', APPLICATIONS)).list).toEqual([]);
    const sent = await call('POST', APPLY, application());
    expect(sent).toMatchObject({
      status: 'PENDING',
      realName: 'Nguyen Van An',
      mobileNum: '091****678',
      contactType: 'TELEGRAM',
      expectedMembers: 30,
      hasExperience: true,
    });
    expect(sent.applicationId).toMatch(/^AA\d{17}$/);
    expect(sent).not.toHaveProperty('reviewRemark');
    await expectFailure(call('POST', APPLY, application()), 409, 'agent.application.pending');
    expect((await call('GET', APPLICATIONS)).list).toEqual([sent]);
    advanceMockClock(2 * MINUTE);
    const [reviewed] = (await call('GET', APPLICATIONS)).list;
    expect(reviewed).toMatchObject({
      applicationId: sent.applicationId,
      status: 'APPROVED',
      reviewedAt: sent.submittedAt + 2 * MINUTE,
      reviewRemark: 'Welcome aboard! Your agent manager will contact you on Telegram within 24 hours.',
    });
    // The operator upgrades the account separately: member01 is still a member.
    expect(mockStore.state.accounts.member01!.type).toBe(0);
  });

  it('rejects an application whose message asks for it, and takes a new one after', async () => {
    await as('member01');
    await call('POST', APPLY, application({ contactType: 'ZALO', contactValue: '0912345678', message: 'Please REJECT this one' }));
    advanceMockClock(2 * MINUTE);
    expect((await call('GET', APPLICATIONS)).list[0]).toMatchObject({ status: 'REJECTED', reviewRemark: expect.stringContaining('could not verify') });
    const again = await call('POST', APPLY, application({ message: undefined, hasExperience: false }));
    expect(again).not.toHaveProperty('message');
    const both = (await call('GET', APPLICATIONS)).list;
    expect(both.map((a: Any) => a.status)).toEqual(['PENDING', 'REJECTED']);
  });

  it('refuses agents and trial accounts', async () => {
    await as('agent01');
    await expectFailure(call('POST', APPLY, application()), 409, 'agent.already');
    const { value } = await freePlayLogin({ os: 'Linux', platform: 'W' });
    setSessionToken(value.token);
    await expectFailure(call('POST', APPLY, application()), 403, 'member.trial.not.allowed');
  });

  it('takes up to three contact requests an hour from visitors, who have no applications to follow', async () => {
    clearSession();
    for (let i = 0; i < 3; i += 1)
      expect(await call('POST', APPLY, application({ realName: `Visitor ${i}` }))).toMatchObject({ status: 'PENDING', realName: `Visitor ${i}` });
    await expectFailure(call('POST', APPLY, application()), 429, 'TOO_MANY_REQUESTS');
    await expectFailure(call('GET', APPLICATIONS), 401, 'login.not.session');
    advanceMockClock(HOUR);
    expect(await call('POST', APPLY, application())).toMatchObject({ status: 'PENDING' });
    await expectFailure(call('POST', APPLY, application({ mobileNum: '12ab' })), 400, 'request_param_err');
    await expectFailure(call('POST', APPLY, application({ countryDialingCode: '84' })), 400, 'request_param_err');
    await expectFailure(call('POST', APPLY, application({ expectedMembers: 0 })), 400, 'request_param_err');
  });

  it('lists nothing of the programme in the empty scenario', async () => {
    useScenario('empty');
    clearSession();
    expect(await call('GET', PROGRAMME)).toMatchObject({ startingRebates: [], contracts: [] });
  });
});

describe('app downloads in the site info', () => {
  it('lists Android, iOS and iOS Lite with a real QR code of each address, and none in the empty scenario', async () => {
    clearSession();
    const status = await call('GET', '/wps/system/status', undefined, { host: 'localhost' });
    const resources = status.info.resources as Any[];
    expect(resources.map((r) => [r.resourceType, r.version, r.fileSizeMb, r.minOsVersion])).toEqual([
      ['ANDROID', '3.8.2', 48.6, '8.0'],
      ['IOS', '3.8.2', 62.1, '14.0'],
      ['IOS_LITE', '3.8.2', 0, '14.0'],
    ]);
    expect(status.info.domainRoute.resources).toEqual(resources);
    const android = resources[0];
    expect(new URL(android.qrCodeUrl).searchParams.get('data')).toBe(android.url);
    const svg = await (await fetch(android.qrCodeUrl)).text();
    expect(svg).toMatch(/^<svg[^>]+width="256" height="256"/);
    expect(svg.match(/<rect x=/g)!.length).toBeGreaterThan(150);
    const guide = await (await fetch(`${new URL(android.qrCodeUrl).origin}/mock-cdn/guides/android-2.svg?label=Open%20the%20APK`)).text();
    expect(guide).toContain('width="360" height="640"');
    expect(guide).toContain('Open the APK');
    useScenario('empty');
    const empty = await call('GET', '/wps/system/status', undefined, { host: 'localhost' });
    expect(empty.info.resources).toEqual([]);
    expect(empty.info.domainRoute.resources).toEqual([]);
  });
});
