import { Accounts } from '../accounts/accounts';
import { accountsConfigFromEnv } from '../accounts/accounts-config';
import { PostgresSqlClient } from '../sql/postgres-sql-client';
import { PostgresEventStore } from '../store/postgres-event-store';
import { postgresTestSchemas } from '../store/postgres-test-schemas';
import { createCompetitionSuite } from './create-competition-command-suite';

const { freshSchema, poolIn } = postgresTestSchemas();

createCompetitionSuite('PostgreSQL', async () => {
  const pool = await poolIn(freshSchema(), 4);
  return {
    events: new PostgresEventStore(pool),
    accounts: new Accounts(new PostgresSqlClient(pool), {
      ...accountsConfigFromEnv({}),
      passwordHashCost: 10,
    }),
  };
});
