import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../database';

const dialect = new PgDialect();

/**
 * Runs `query` as the named prepared statement `name` (decision 0044): on PostgreSQL the driver
 * parses and plans it once per connection and then only binds and executes it (a placement's
 * statement spent 40 % of its database time being planned). The name must always stand for the
 * same text: a query whose text varies (a list of values spelled out) must not come here. The
 * embedded database runs it as an ordinary statement.
 */
export async function executePrepared<Row>(db: Database, name: string, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const answer = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as { rows: Row[] };
  return answer.rows;
}
