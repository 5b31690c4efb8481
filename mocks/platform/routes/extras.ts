/**
 * Routes of feedback (docs/design/issue15.md, part 3: sending it and the member's list with the
 * replies) and of the join-us page (part 5: the agent programme, applying and the member's
 * applications). The live-chat rooms are in chat.ts.
 */
import { badParam, enumParam, isFailure, needAccount, ok, pageOf, type Routes } from '../core/context';
import { FEEDBACK_STATUSES, type FeedbackInput, feedbackOf, feedbackView, submitFeedback } from '../feedback';
import { type ApplicationInput, agentProgramme, applicationsOf, applicationView, applyAgent } from '../join';

export const extraRoutes: Routes = {
  submitFeedback: (ctx) => {
    const account = needAccount(ctx);
    if (isFailure(account)) return account;
    const body = ctx.body as unknown as FeedbackInput;
    const feedback = submitFeedback(ctx.state, account.username, body);
    if (isFailure(feedback)) return feedback;
    return ok(feedbackView(ctx.url.origin, feedback), 'Thank you for your feedback');
  },

  getFeedbackList: (ctx) => {
    const account = needAccount(ctx);
    if (isFailure(account)) return account;
    const status = enumParam(ctx, 'status', FEEDBACK_STATUSES);
    if (status === null) return badParam('status');
    const rows = feedbackOf(ctx.state, account.username)
      .filter((f) => !status || f.status === status)
      .slice()
      .reverse();
    return pageOf(ctx, rows, (f) => feedbackView(ctx.url.origin, f));
  },

  getAgentProgramme: (ctx) => ok(agentProgramme(ctx.state)),

  applyAgent: (ctx) => {
    const application = applyAgent(ctx.state, ctx.account, ctx.body as unknown as ApplicationInput);
    if (isFailure(application)) return application;
    return ok(applicationView(application), 'Application received');
  },

  getAgentApplications: (ctx) => {
    const account = needAccount(ctx);
    if (isFailure(account)) return account;
    return ok({ list: applicationsOf(ctx.state, account.username).slice().reverse().slice(0, 20).map(applicationView) });
  },
};
