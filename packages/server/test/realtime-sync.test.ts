import { describeRealtimeSync } from './realtime-sync-suite';
import { startTestServer } from './helpers/start-test-server';

describeRealtimeSync('realtime sync', () => startTestServer());
