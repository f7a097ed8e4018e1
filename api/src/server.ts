import { once } from 'node:events';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { LISTEN_BACKLOG } from './http/listen.ts';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const built = buildApp(config);
const { logger } = built;
const server = built.app.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG });
await once(server, 'listening');
const address = server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
logger.info({ port, engine: built.chat.engineName, env: config.NODE_ENV }, `MailMuse listening on http://localhost:${port}`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  // Stop accepting; open streams end as their generations finish (bounded by the grace period).
  server.close();
  server.closeIdleConnections();
  let code = 0;
  try {
    await built.close(config.SHUTDOWN_GRACE_MS);
  } catch (err) {
    // Still exits: a deploy must not wait on a store that failed to close.
    logger.error({ err }, 'shutdown failed to release a dependency');
    code = 1;
  }
  server.closeAllConnections();
  logger.info('stopped');
  process.exit(code);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
