import { randomBytes } from 'node:crypto';
import { classifyAccount } from '@meridian/contracts';
import { findAccountByIdentifier } from './queries/accounts';
import { creditDeposit } from '../services/deposits';
import type { Database } from './database';

/** What the deposit tool needs from its surroundings (the CLI's: the console, the clock, NODE_ENV). */
export interface DepositIo {
  out(text: string): void;
  err(text: string): void;
  now(): Date;
  /** process.env.NODE_ENV as set (unset is not production here: the tool is for development machines). */
  nodeEnv: string | undefined;
}

export const DEPOSIT_USAGE = `Usage:
  npm run dev:deposit -- <email> <coin> <network> <amount>
Credits a made-up deposit to the account's spot wallet (development only), for example:
  npm run dev:deposit -- kyc-2@meridian.example USDT TRC20 250`;

/**
 * `npm run dev:deposit` (issue 16 "A development-only command credits a demo deposit"): no chain is
 * connected, so this stands in for one. Exit code 0 credited, 1 refused, 2 usage.
 */
export async function runDepositCommand(db: Database, args: readonly string[], io: DepositIo): Promise<number> {
  if (io.nodeEnv === 'production') {
    io.err('dev:deposit credits funds out of nothing: it does not run with NODE_ENV=production.');
    return 1;
  }
  const [email, coin, network, amount, ...rest] = args;
  if (email === undefined || coin === undefined || network === undefined || amount === undefined || rest.length > 0) {
    io.err(DEPOSIT_USAGE);
    return 2;
  }
  const identifier = classifyAccount(email);
  const account = identifier?.kind === 'email' ? await findAccountByIdentifier(db, identifier) : null;
  if (!account) {
    io.err(`There is no account with the e-mail ${email}.`);
    return 1;
  }
  const txId = `dev-${randomBytes(16).toString('hex')}`;
  const credited = await creditDeposit(
    db,
    { uid: account.uid, coin: coin.toUpperCase(), network: network.toUpperCase(), amount, txId },
    io.now(),
  );
  switch (credited.kind) {
    case 'credited':
      io.out(
        `Credited ${credited.deposit.amount} ${credited.deposit.coin} (${credited.deposit.network}) to ${email}: deposit ${credited.deposit.id}, tx ${txId}.`,
      );
      return 0;
    case 'duplicate':
      io.err(`The transaction ${txId} was credited already.`);
      return 1;
    case 'unknown-network':
    case 'bad-amount':
      io.err(credited.message);
      return 1;
  }
}
