/**
 * Connections the kernel may queue before the server accepts them (Node's default is 511; Linux
 * caps it at net.core.somaxconn). A burst of visitors waits in this queue while the event loop is
 * busy instead of being reset.
 */
export const LISTEN_BACKLOG = 4096;
