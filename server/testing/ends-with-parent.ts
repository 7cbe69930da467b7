/**
 * Loaded first into a server process a test starts (server-process.ts): the process ends when the test
 * process that started it does, however that ends, because its IPC channel to it then closes. The channel
 * itself does not keep the server running: it ends as it would without it.
 */
process.once('disconnect', () => process.exit(1));
process.channel?.unref();
