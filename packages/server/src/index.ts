export { loadConfig, type ServerConfig } from './config';
export { startServer, FLOORCRAFT_VERSION, type RunningServer } from './server';
