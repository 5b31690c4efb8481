/**
 * The money routes: wallets and transfers between them, deposits, bank cards, the withdrawal
 * password, withdrawals and their confirmation, transfers to the upline and to downlines, and
 * the account record. Every movement goes through the ledger's `post` (../ledger.ts); orders and
 * their lifecycles are in ../money.ts; the handler settles what fell due before each call.
 */

import { isAgent } from '../accounts';
import { now } from '../core/clock';
import {
  badParam,
  dataUrlImage,
  enumParam,
  type Failure,
  fail,
  inRange,
  isFailure,
  needAccount,
  ok,
  pageOf,
  type RouteContext,
  type Routes,
  str,
} from '../core/context';
import { isAmount, listOf, MAIN_WALLET, mainBalance, moveBetweenWallets, newestFirst, nextNo, post, round2, walletInfo, walletsOf } from '../core/ledger';
import {
  type BankCard,
  type DepositOrder,
  type DepositStatus,
  type LedgerEntry,
  type MockAccount,
  TRANSACTION_TYPES,
  type TransactionType,
  type WithdrawOrder,
  type WithdrawStatus,
} from '../core/state';
import {
  answerConfirmation,
  BANKS,
  bankByCode,
  bankIcon,
  type ConfirmationAnswer,
  DEPOSIT_STATUSES,
  depositChannel,
  depositFee,
  depositMethods,
  MAX_CARD_COUNT,
  MAX_PENDING_DEPOSITS,
  newDepositNo,
  newWithdrawNo,
  publicCard,
  publicDeposit,
  publicWithdraw,
  sameName,
  WITHDRAW_SETTINGS,
  WITHDRAW_STATUSES,
  withdrawalsOfDay,
  withdrawFee,
  withdrawRemark,
} from '../money';
import { depositRefusal } from '../responsible';

/** The merchant runs a single wallet only in the `single-wallet` scenario. */
const singleWallet = (ctx: RouteContext) => ctx.scenario === 'single-wallet';

const newestOrders = <T extends { createdAt: number }>(orders: readonly T[]) =>
  orders
    .map((order, index) => ({ order, index }))
    .sort((a, b) => b.order.createdAt - a.order.createdAt || b.index - a.index)
    .map((x) => x.order);

/** The withdrawal password check of transfers and withdrawals (their codes). */
function transferPassword(account: MockAccount, given: unknown): Failure | null {
  if (!account.withdrawPassword) return fail(400, 'not.exists.payment.password', 'Please set a withdrawal password first');
  if (str(given) !== account.withdrawPassword) return fail(400, 'invalid.payment.pw', 'The withdrawal password is wrong');
  return null;
}

/** The withdrawal password check of bank cards (their codes). */
function cardPassword(account: MockAccount, given: unknown): Failure | null {
  if (!account.withdrawPassword) return fail(400, 'payment.password.not.exists', 'Please set a withdrawal password first');
  if (str(given) !== account.withdrawPassword) return fail(400, 'payment.password.invalid', 'The withdrawal password is wrong');
  return null;
}

const SIX_DIGITS = /^\d{6}$/;

const remarkOf = (ctx: RouteContext): string | null => {
  const remark = str(ctx.body.remark);
  return remark.length > 100 ? null : remark;
};

function memberTransaction(entry: LedgerEntry) {
  return {
    transactionNo: entry.reference,
    type: entry.type,
    amount: entry.amount,
    balance: entry.balanceAfter,
    time: entry.time,
    remark: entry.remark,
    status: entry.status,
    accountTypeId: entry.accountTypeId,
  };
}

function paymentConfirmation(order: WithdrawOrder, time: number) {
  const confirmBy = order.confirmBy ?? time;
  return {
    payDetailId: order.payDetailId ?? '',
    orderNo: order.orderNo,
    amount: order.receiveAmount,
    remainingAmount: order.receiveAmount,
    isAutoConfirmed: false,
    paidAt: order.paidAt ?? order.createdAt,
    confirmBy,
    minutesLeft: Math.max(0, Math.ceil((confirmBy - time) / 60_000)),
  };
}

/** The images of a "not received" answer: data URLs of PNG or JPEG, each at most 5 MB decoded. */
function proofOf(value: unknown): { type: string; bytes: number }[] | Failure {
  const list = Array.isArray(value) ? value : [];
  if (list.length === 0) return fail(400, 'c2c.proof.required', 'Please upload a proof that the money did not arrive');
  if (list.length > 3) return fail(400, 'c2c.proof.too.many', 'At most 3 images');
  const proof: { type: string; bytes: number }[] = [];
  for (const item of list) {
    const image = dataUrlImage(item);
    if (!image) return fail(400, 'c2c.proof.invalid', 'Proofs must be PNG or JPEG images of at most 5 MB each');
    proof.push(image);
  }
  return proof;
}

/** Card numbers: digits only, 8–19 for a bank card, 9–11 for an e-wallet (a phone number). */
const validNumber = (cardType: BankCard['cardType'], number: string) => (cardType === 'EW' ? /^\d{9,11}$/ : /^\d{8,19}$/).test(number);

export const moneyRoutes: Routes = {
  /* ---------------------------------------------------------------- wallets */

  getMerchantWallet: (ctx) => ok({ isSingle: singleWallet(ctx) }),

  getWalletBalance(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    return ok({
      sumBalance: a.balance,
      balance: walletsOf(a).map((w) => ({
        accountTypeId: w.accountTypeId,
        accountName: w.name,
        availBalance: w.balance,
        ...(w.vassalage ? { vassalage: w.vassalage } : {}),
      })),
      currency: a.currency,
      currencySymbol: '₫',
      currencyPosition: 'PREFIX',
      mainAccountTypeId: MAIN_WALLET,
    });
  },

  walletTransfer(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    if (singleWallet(ctx)) return fail(403, 'wallet.single.mode', 'This merchant runs a single wallet');
    const from = Number(ctx.body.fromAccountTypeId);
    const to = Number(ctx.body.toAccountTypeId);
    const amount = ctx.body.amount;
    if (!walletInfo(from) || !walletInfo(to) || from === to) return fail(400, 'wallet.not.exist', 'This wallet does not exist');
    if (!isAmount(amount)) return fail(400, 'wallet.amount.invalid', 'The amount must be positive, with at most two decimals');
    if ((a.wallets[from] ?? 0) < amount) return fail(400, 'wallet.insufficient.balance', 'Insufficient balance');
    const time = now(ctx.state);
    const transactionNo = nextNo(ctx.state, 'TF', time);
    const { out, into } = moveBetweenWallets(ctx.state, a.username, from, to, amount, transactionNo, time);
    return ok(
      { transactionNo, fromAccountTypeId: from, toAccountTypeId: to, amount, fromBalance: out.balanceAfter, toBalance: into.balanceAfter, transferTime: time },
      'Transfer successful',
    );
  },

  walletReturn(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const time = now(ctx.state);
    const transactionNo = nextNo(ctx.state, 'TR', time);
    const returned: { accountTypeId: number; amount: number }[] = [];
    for (const w of walletsOf(a)) {
      if (w.accountTypeId === MAIN_WALLET || w.balance <= 0) continue;
      moveBetweenWallets(ctx.state, a.username, w.accountTypeId, MAIN_WALLET, w.balance, transactionNo, time);
      returned.push({ accountTypeId: w.accountTypeId, amount: w.balance });
    }
    return ok({ transactionNo, amount: round2(returned.reduce((sum, r) => sum + r.amount, 0)), balance: mainBalance(a), returned });
  },

  getTurnoverInfo(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const remainingTurnover = Math.max(0, round2(a.turnover.required - a.turnover.completed));
    return ok({
      requiredTurnover: a.turnover.required,
      completedTurnover: a.turnover.completed,
      remainingTurnover,
      withdrawableBalance: remainingTurnover === 0 ? mainBalance(a) : 0,
    });
  },

  /* ---------------------------------------------------------------- deposit */

  getDepositChannels: (ctx) => ok({ methods: depositMethods(ctx.url.origin) }),

  createDepositOrder(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const amount = ctx.body.amount;
    if (!isAmount(amount)) return fail(400, 'deposit.amount.invalid', 'The amount must be positive, with at most two decimals');
    const c = depositChannel(str(ctx.body.channelId));
    if (!c) return fail(400, 'deposit.channel.not.exist', 'This payment channel does not exist');
    const bankCode = str(ctx.body.bankCode);
    if (c.banks.length > 0 && !c.banks.includes(bankCode)) return fail(400, 'deposit.bank.required', 'Please choose a bank');
    if (amount < c.min) return fail(400, 'deposit.amount.below.min', `The minimum deposit is ${c.min}`, { min: c.min });
    if (amount > c.max) return fail(400, 'deposit.amount.above.max', `The maximum deposit is ${c.max}`, { max: c.max });
    const orders = listOf(ctx.state.deposits, a.username);
    if (orders.filter((o) => o.status === 'PENDING').length >= MAX_PENDING_DEPOSITS) {
      return fail(409, 'deposit.pending.exists', 'Please pay or cancel your pending deposits first');
    }
    const overLimit = depositRefusal(ctx.state, a.username, amount);
    if (overLimit) return overLimit;
    const time = now(ctx.state);
    const fee = depositFee(c, amount);
    const order: DepositOrder = {
      orderNo: newDepositNo(ctx.state, time),
      amount,
      fee,
      creditAmount: round2(amount - fee),
      channelId: c.channelId,
      channelName: c.name,
      methodCode: c.methodCode,
      ...(c.banks.length > 0 ? { bankCode } : {}),
      status: 'PENDING',
      createdAt: time,
      expiresAt: time + c.expiryMinutes * 60_000,
    };
    orders.push(order);
    return ok(publicDeposit(ctx.url.origin, order));
  },

  getDepositOrders(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const status = enumParam<DepositStatus>(ctx, 'status', DEPOSIT_STATUSES);
    if (status === null) return badParam('status');
    const rows = inRange(ctx, ctx.state.deposits[a.username] ?? [], (o) => o.createdAt);
    if (isFailure(rows)) return rows;
    return pageOf(ctx, newestOrders(rows.filter((o) => !status || o.status === status)), (o) => publicDeposit(ctx.url.origin, o));
  },

  cancelDepositOrder(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const order = (ctx.state.deposits[a.username] ?? []).find((o) => o.orderNo === str(ctx.body.orderNo));
    if (!order) return fail(400, 'deposit.not.exist', 'This deposit does not exist');
    if (order.status !== 'PENDING') return fail(409, 'deposit.not.pending', 'This deposit is no longer pending');
    order.status = 'CANCELLED';
    return ok(publicDeposit(ctx.url.origin, order));
  },

  /* ---------------------------------------------------------------- bank cards, withdrawal password */

  getBanks: (ctx) => ok({ list: BANKS.map((b) => ({ ...b, icon: bankIcon(ctx.url.origin, b) })) }),

  getWithdrawAccounts(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    return ok({ maxCardCount: MAX_CARD_COUNT, realName: a.realName, cards: a.bankCards.map(publicCard) });
  },

  addBankCard(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const wrong = cardPassword(a, ctx.body.withdrawPassword);
    if (wrong) return wrong;
    const bank = bankByCode(str(ctx.body.bankCode));
    if (!bank) return fail(400, 'bank.not.exist', 'This bank does not exist');
    if (a.bankCards.length >= MAX_CARD_COUNT) return fail(400, 'bankcard.limit.reached', `At most ${MAX_CARD_COUNT} cards`);
    const accountNumber = str(ctx.body.accountNumber).replace(/[\s-]/g, '');
    if (!validNumber(bank.cardType, accountNumber)) return fail(400, 'bankcard.number.invalid', 'The account number is not valid');
    const accountName = str(ctx.body.accountName).replace(/\s+/g, ' ');
    if (!accountName || (a.realName && !sameName(accountName, a.realName))) {
      return fail(400, 'bankcard.name.mismatch', 'The account name must be your real name', { realName: a.realName });
    }
    const taken = Object.values(ctx.state.accounts).some((other) =>
      other.bankCards.some((c) => c.bankCode === bank.bankCode && c.accountNumber === accountNumber),
    );
    if (taken) return fail(400, 'bankcard.duplicate', 'This account is already bound');
    if (!a.realName) a.realName = accountName;
    ctx.state.seq += 1;
    const card: BankCard = {
      bankCardId: `BC${a.id}${String(ctx.state.seq).padStart(5, '0')}`,
      bankCode: bank.bankCode,
      bankName: bank.bankName,
      cardType: bank.cardType,
      accountName,
      accountNumber,
      isWithdrawActive: true,
      createdAt: now(ctx.state),
    };
    a.bankCards.push(card);
    return ok(publicCard(card));
  },

  removeBankCard(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const id = str(ctx.body.bankCardId);
    const card = a.bankCards.find((c) => c.bankCardId === id);
    if (!card) return fail(400, 'bankcard.not.exist', 'This card does not exist');
    const wrong = cardPassword(a, ctx.body.withdrawPassword);
    if (wrong) return wrong;
    if ((ctx.state.withdrawals[a.username] ?? []).some((o) => o.bankCardId === id && o.status === 'PENDING')) {
      return fail(409, 'bankcard.in.use', 'A pending withdrawal goes to this card');
    }
    a.bankCards = a.bankCards.filter((c) => c !== card);
    return ok(true);
  },

  hasWithdrawalPassword(ctx) {
    const a = needAccount(ctx);
    return isFailure(a) ? a : ok({ hasPassword: a.withdrawPassword !== '' });
  },

  setWithdrawalPassword(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    if (a.withdrawPassword) return fail(409, 'payment.password.exists', 'You already have a withdrawal password');
    const password = str(ctx.body.paymentPassword);
    if (!SIX_DIGITS.test(password)) return fail(400, 'payment.password.format', 'The withdrawal password is 6 digits');
    if (password !== str(ctx.body.confirmPaymentPassword)) return fail(400, 'payment.password.mismatch', 'The two passwords are not the same');
    a.withdrawPassword = password;
    return ok(true);
  },

  changeWithdrawalPassword(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const wrong = cardPassword(a, ctx.body.oldPassword);
    if (wrong) return wrong;
    const password = str(ctx.body.newPassword);
    if (!SIX_DIGITS.test(password)) return fail(400, 'payment.password.format', 'The withdrawal password is 6 digits');
    if (password !== str(ctx.body.confirmNewPassword)) return fail(400, 'payment.password.mismatch', 'The two passwords are not the same');
    a.withdrawPassword = password;
    return ok(true);
  },

  /* ---------------------------------------------------------------- withdraw */

  getWithdrawSettings(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const today = withdrawalsOfDay(ctx.state, a.username, now(ctx.state));
    return ok({
      ...WITHDRAW_SETTINGS,
      fixedWithdrawAmounts: [...WITHDRAW_SETTINGS.fixedWithdrawAmounts],
      dailyCountUsed: today.length,
      dailyAmountUsed: round2(today.reduce((sum, o) => sum + o.amount, 0)),
    });
  },

  withdraw(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const wrong = transferPassword(a, ctx.body.password);
    if (wrong) return wrong;
    const amount = ctx.body.amount;
    const s = WITHDRAW_SETTINGS;
    if (!isAmount(amount)) return fail(400, 'withdraw.amount.invalid', 'The amount must be positive, with at most two decimals');
    if (amount < s.minimumAmount) return fail(400, 'withdraw.amount.below.min', `The minimum withdrawal is ${s.minimumAmount}`, { min: s.minimumAmount });
    if (amount > s.maximumAmount) return fail(400, 'withdraw.amount.above.max', `The maximum withdrawal is ${s.maximumAmount}`, { max: s.maximumAmount });
    const card = a.bankCards.find((c) => c.bankCardId === str(ctx.body.bankCardId) && c.isWithdrawActive);
    if (!card) return fail(400, 'bankcard.not.exist', 'This card does not exist');
    const remainingTurnover = Math.max(0, round2(a.turnover.required - a.turnover.completed));
    if (remainingTurnover > 0) return fail(400, 'withdraw.turnover.not.met', 'The turnover requirement is not met yet', { remainingTurnover });
    const time = now(ctx.state);
    const today = withdrawalsOfDay(ctx.state, a.username, time);
    const usedAmount = today.reduce((sum, o) => sum + o.amount, 0);
    if (today.length >= s.dailyCountLimit || usedAmount + amount > s.dailyAmountLimit) {
      return fail(400, 'withdraw.daily.limit.reached', 'The daily withdrawal limit is reached');
    }
    if (mainBalance(a) < amount) return fail(400, 'wallet.insufficient.balance', 'Insufficient balance');
    const fee = withdrawFee(today.length, amount);
    const order: WithdrawOrder = {
      orderNo: newWithdrawNo(ctx.state, time),
      amount,
      fee,
      receiveAmount: round2(amount - fee),
      bankCardId: card.bankCardId,
      bankName: card.bankName,
      maskedNumber: publicCard(card).maskedNumber,
      status: 'PENDING',
      createdAt: time,
    };
    post(ctx.state, a.username, {
      time,
      type: 'WITHDRAWAL',
      amount: -amount,
      accountTypeId: MAIN_WALLET,
      reference: order.orderNo,
      status: 'PENDING',
      remark: withdrawRemark(order),
    });
    listOf(ctx.state.withdrawals, a.username).push(order);
    return ok(publicWithdraw(order));
  },

  getWithdrawOrders(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const status = enumParam<WithdrawStatus>(ctx, 'status', WITHDRAW_STATUSES);
    if (status === null) return badParam('status');
    const rows = inRange(ctx, ctx.state.withdrawals[a.username] ?? [], (o) => o.createdAt);
    if (isFailure(rows)) return rows;
    return pageOf(ctx, newestOrders(rows.filter((o) => !status || o.status === status)), publicWithdraw);
  },

  getPaymentConfirmationList(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const time = now(ctx.state);
    const waiting = (ctx.state.withdrawals[a.username] ?? []).filter((o) => o.status === 'AWAITING_CONFIRMATION');
    return ok({ list: waiting.map((o) => paymentConfirmation(o, time)) });
  },

  processC2CTransaction(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const id = str(ctx.body.payDetailId);
    const order = (ctx.state.withdrawals[a.username] ?? []).find((o) => o.payDetailId === id);
    if (!id || !order) return fail(400, 'c2c.not.exist', 'This payout does not exist');
    if (order.status !== 'AWAITING_CONFIRMATION') return fail(409, 'c2c.already.confirmed', 'This payout is already confirmed');
    const answer = str(ctx.body.isMoneyReceived);
    let reply: ConfirmationAnswer;
    if (answer === 'Y') reply = { answer };
    else if (answer === 'P') {
      const received = ctx.body.receivedAmount;
      if (!isAmount(received) || received >= order.receiveAmount) {
        return fail(400, 'c2c.receivedAmount.invalid', 'The amount received must be more than 0 and less than the amount paid');
      }
      reply = { answer, receivedAmount: received };
    } else if (answer === 'N') {
      const proof = proofOf(ctx.body.proofOfNotReceive);
      if (isFailure(proof)) return proof;
      reply = { answer, proof };
    } else return badParam('isMoneyReceived');
    answerConfirmation(ctx.state, a.username, order, reply, now(ctx.state));
    return ok(publicWithdraw(order));
  },

  /* ---------------------------------------------------------------- upline and downline */

  transferUpline(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const upline = a.upline ? ctx.state.accounts[a.upline] : undefined;
    if (!upline || a.type === 2) return fail(403, 'transfer.upline.not.allowed', 'You cannot transfer to an upline');
    const amount = ctx.body.transferAmount;
    if (!isAmount(amount)) return fail(400, 'wallet.amount.invalid', 'The amount must be positive, with at most two decimals');
    const remark = remarkOf(ctx);
    if (remark === null) return badParam('remark');
    const wrong = transferPassword(a, ctx.body.password);
    if (wrong) return wrong;
    if (mainBalance(a) < amount) return fail(400, 'wallet.insufficient.balance', 'Insufficient balance');
    const time = now(ctx.state);
    const transactionNo = nextNo(ctx.state, 'TU', time);
    const note = remark ? `: ${remark}` : '';
    const out = post(ctx.state, a.username, {
      time,
      type: 'TRANSFER_OUT',
      amount: -amount,
      accountTypeId: MAIN_WALLET,
      reference: transactionNo,
      remark: `To upline ${upline.username}${note}`,
    });
    post(ctx.state, upline.username, {
      time,
      type: 'TRANSFER_IN',
      amount,
      accountTypeId: MAIN_WALLET,
      reference: transactionNo,
      remark: `From downline ${a.username}${note}`,
    });
    return ok({ transactionNo, amount, balance: out.balanceAfter, upline: upline.username });
  },

  transferDownline(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    if (!isAgent(a)) return fail(403, 'member.not.agent', 'Only agents can transfer to downlines');
    const amount = ctx.body.transferAmount;
    if (!isAmount(amount)) return fail(400, 'wallet.amount.invalid', 'The amount must be positive, with at most two decimals');
    const remark = remarkOf(ctx);
    if (remark === null) return badParam('remark');
    const downline = ctx.state.accounts[str(ctx.body.downline)];
    if (!downline || downline.upline !== a.username) return fail(400, 'agent.downline.not.exist', 'This member is not your direct downline');
    const wrong = transferPassword(a, ctx.body.password);
    if (wrong) return wrong;
    if (mainBalance(a) < amount) return fail(400, 'wallet.insufficient.balance', 'Insufficient balance');
    const time = now(ctx.state);
    const transactionNo = nextNo(ctx.state, 'TD', time);
    const note = remark ? `: ${remark}` : '';
    const out = post(ctx.state, a.username, {
      time,
      type: 'TRANSFER_OUT',
      amount: -amount,
      accountTypeId: MAIN_WALLET,
      reference: transactionNo,
      remark: `To downline ${downline.username}${note}`,
    });
    post(ctx.state, downline.username, {
      time,
      type: 'TRANSFER_IN',
      amount,
      accountTypeId: MAIN_WALLET,
      reference: transactionNo,
      remark: `From upline ${a.username}${note}`,
    });
    return ok({ transactionNo, amount, balance: out.balanceAfter, downline: downline.username });
  },

  getSubordinateSimple(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const search = str(ctx.query.customerName).toLowerCase();
    const downlines = isAgent(a)
      ? Object.values(ctx.state.accounts).filter(
          (d) => d.upline === a.username && (!search || d.username.toLowerCase().includes(search) || d.nickname.toLowerCase().includes(search)),
        )
      : [];
    return ok({ list: downlines.map((d) => ({ customerId: d.id, customerName: d.username, nickname: d.nickname, type: d.type, balance: d.balance })) });
  },

  /* ---------------------------------------------------------------- account record */

  getMemberTransactionDetails(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const type = enumParam<TransactionType>(ctx, 'type', TRANSACTION_TYPES);
    if (type === null) return badParam('type');
    // `types`: a comma-separated list of types (with `type` as well, a row must match both).
    const types = str(ctx.query.types)
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    if (types.some((t) => !(TRANSACTION_TYPES as readonly string[]).includes(t))) return badParam('types');
    const accountTypeId = str(ctx.query.accountTypeId);
    if (accountTypeId && !walletInfo(Number(accountTypeId))) return badParam('accountTypeId');
    const rows = inRange(ctx, ctx.state.ledger[a.username] ?? [], (e) => e.time);
    if (isFailure(rows)) return rows;
    const chosen = rows.filter(
      (e) => (!type || e.type === type) && (types.length === 0 || types.includes(e.type)) && (!accountTypeId || e.accountTypeId === Number(accountTypeId)),
    );
    // The sums of the whole filter: money in, and money out as a positive number.
    const totalIn = round2(chosen.reduce((sum, e) => (e.amount > 0 ? sum + e.amount : sum), 0));
    const totalOut = round2(chosen.reduce((sum, e) => (e.amount < 0 ? sum - e.amount : sum), 0));
    return pageOf(ctx, newestFirst(chosen), memberTransaction, { totalIn, totalOut });
  },
};
