import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** A database of its own on the test server (a server process has no schema setting). */
export interface FreshDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function freshPostgresDatabase(serverUrl: string): Promise<FreshDatabase> {
  const name = `floorcraft_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
