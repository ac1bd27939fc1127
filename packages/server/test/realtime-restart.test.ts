import { describeRealtimeRestart } from './realtime-restart-suite';
import { startTestServer } from './helpers/start-test-server';

describeRealtimeRestart('resuming after a server restart', () => startTestServer());
