import { postgresTestSchemas } from '../store/postgres-test-schemas';
import type { PhotoStore } from './photo-store';
import { describePhotoStoreContract, temporaryFilePhotoStores } from './photo-store-contract';
import { PostgresPhotoStore } from './postgres-photo-store';

// Every store gets its own schema; another store on it is another process.
const { freshSchema, poolIn } = postgresTestSchemas();
const schemaOf = new Map<PhotoStore, string>();

describePhotoStoreContract('PostgreSQL', {
  open: async () => {
    const schema = freshSchema();
    const store = new PostgresPhotoStore(await poolIn(schema));
    schemaOf.set(store, schema);
    return store;
  },
  another: async (store) => new PostgresPhotoStore(await poolIn(schemaOf.get(store)!)),
});

describePhotoStoreContract('files', temporaryFilePhotoStores());
