import "server-only";
import { logger } from "@/server/log";

/**
 * Ends the process on a start-up failure the server cannot serve through (the database cannot be opened): one
 * sentence on stderr for the operator, the details in the log, exit code 1 so a supervisor sees the failure.
 * Next's listener is already up by then, but requests wait for start-up to finish, so none is answered 500.
 */
export function exitOnStartupFailure(sentence: string, error: unknown): never {
  logger.fatal({ err: error }, sentence);
  process.stderr.write(`${sentence}\n`);
  process.exit(1);
}
