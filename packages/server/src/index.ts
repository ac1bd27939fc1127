export { loadConfig, type ServerConfig } from './config';
export { startServer, FLOORCRAFT_VERSION, type RunningServer, type StartOptions } from './server';
export { openSqliteEventStore } from './store/sqlite-event-store';
export { loadCompetitionState } from './store/load-state';
