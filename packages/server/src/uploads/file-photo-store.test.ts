import { describePhotoStoreContract, temporaryFilePhotoStores } from './photo-store-contract';

describePhotoStoreContract('files', temporaryFilePhotoStores());
