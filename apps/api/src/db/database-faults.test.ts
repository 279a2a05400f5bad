import { createServer, type Server, type Socket } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseErrorSummary, isDatabaseUnavailable } from './database-faults';

/** What node-postgres throws for an ErrorResponse of the server. */
function serverError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

function systemError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
}

function wrapped(cause: unknown): DrizzleQueryError {
  return new DrizzleQueryError(
    'select "id" from "users" where "id" = $1',
    [1],
    cause instanceof Error ? cause : new Error(String(cause)),
  );
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['57P03', 'the database system is shutting down'],
    ['08006', 'connection failure'],
    ['08001', 'could not connect'],
    ['08P01', 'protocol violation'],
    ['53300', 'sorry, too many clients already'],
    ['57014', 'canceling statement due to statement timeout'],
  ])('server error %s (%s) is a database outage', (code, message) => {
    expect(isDatabaseUnavailable(serverError(code, message))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(serverError(code, message)))).toBe(true);
  });

  it.each([
    ['23505', 'duplicate key value violates unique constraint "users_email_key"'],
    ['42P01', 'relation "nope" does not exist'],
    ['42601', 'syntax error at or near "selec"'],
    ['22P02', 'invalid input syntax for type integer'],
    ['40001', 'could not serialize access due to concurrent update'],
    ['080', 'not a SQLSTATE'],
  ])('server error %s (%s) is a fault of the call, not an outage', (code, message) => {
    expect(isDatabaseUnavailable(serverError(code, message))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(serverError(code, message)))).toBe(false);
  });

  it.each([
    'ECONNREFUSED',
    'ECONNRESET',
    'EPIPE',
    'ETIMEDOUT',
    'EHOSTUNREACH',
    'ENETUNREACH',
    'ENOTFOUND',
    'EAI_AGAIN',
  ])('socket error %s is a database outage', (code) => {
    expect(isDatabaseUnavailable(systemError(code))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(systemError(code)))).toBe(true);
  });

  it.each(['ENOENT', 'EACCES', 'ERR_INVALID_ARG_TYPE'])('error code %s is not', (code) => {
    expect(isDatabaseUnavailable(systemError(code))).toBe(false);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'Connection terminated',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
    'Client was closed and is not queryable',
    'Query read timeout',
    'Cannot use a pool after calling end on the pool',
  ])('driver message "%s" is a database outage', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error(message)))).toBe(true);
  });

  it.each(['boom', 'The user said: Connection terminated unexpectedly', 'Rollback', 'Unexpected token in JSON'])(
    'plain error "%s" is not',
    (message) => {
      expect(isDatabaseUnavailable(new Error(message))).toBe(false);
    },
  );

  it('finds a refused connection inside an AggregateError (connecting to every address of a host)', () => {
    const aggregate = new AggregateError([systemError('ECONNREFUSED'), systemError('ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(aggregate)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([new Error('boom')], 'x'))).toBe(false);
  });

  it('is false for things that are not errors, and stops on a cycle of causes', () => {
    for (const value of [undefined, null, 'ECONNREFUSED', 57, { code: 5701 }, { message: 42 }]) {
      expect(isDatabaseUnavailable(value)).toBe(false);
    }
    const cyclic = new Error('outer');
    cyclic.cause = cyclic;
    expect(isDatabaseUnavailable(cyclic)).toBe(false);
    // A plain object carrying a code counts (some drivers throw those).
    expect(isDatabaseUnavailable({ code: '57P01' })).toBe(true);
  });
});

describe('isDatabaseUnavailable on errors the drivers really throw', () => {
  let silent: Server;
  const silentSockets = new Set<Socket>();
  let silentPort = 0;
  let closedPort = 0;

  beforeAll(async () => {
    // A port that accepts connections and never answers (a frozen server), and one that refuses.
    silent = createServer((socket) => {
      silentSockets.add(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    silentPort = address.port;
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedAddress = closed.address();
    if (closedAddress === null || typeof closedAddress === 'string') throw new Error('no port');
    closedPort = closedAddress.port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
  });

  afterAll(async () => {
    for (const socket of silentSockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('a refused connection', async () => {
    const pool = new pg.Pool({
      host: '127.0.0.1',
      port: closedPort,
      user: 'x',
      database: 'x',
      connectionTimeoutMillis: 5_000,
    });
    const error: unknown = await pool.query('select 1').catch((e: unknown) => e);
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(databaseErrorSummary(error)).toMatch(/^ECONNREFUSED /);
  });

  it('a server that never answers, with the pool connect timeout', async () => {
    const pool = new pg.Pool({
      host: '127.0.0.1',
      port: silentPort,
      user: 'x',
      database: 'x',
      connectionTimeoutMillis: 200,
    });
    const error: unknown = await pool.query('select 1').catch((e: unknown) => e);
    await pool.end();
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

describe('databaseErrorSummary', () => {
  it('names the innermost driver error in one line, without the query', () => {
    const summary = databaseErrorSummary(
      wrapped(serverError('57P01', 'terminating connection due to administrator command')),
    );
    expect(summary).toBe('57P01 terminating connection due to administrator command');
    expect(databaseErrorSummary(new Error('Connection terminated\nunexpectedly'))).toBe(
      'Connection terminated unexpectedly',
    );
    expect(databaseErrorSummary('text')).toBe('text');
  });
});
