/**
 * Where the server's log lines go: standard output, written a block at a time. pino's default
 * writes each line with its own write(2); with one access line per request that call was about a
 * fortieth of a quote's time on the server's thread. Lines now wait in
 * memory until LOG_BLOCK_BYTES have gathered or LOG_FLUSH_MS have passed, whichever comes first.
 *
 * What this trades, and how little:
 * - A warning, an error or a fatal line is written at once, with every line before it, so what
 *   explains a failure is never the part held back.
 * - On a normal exit (a signal's graceful shutdown, process.exit, an uncaught exception) what is
 *   held is written by the 'exit' handler.
 * - Only a kill -9 or a crash of the process itself loses lines: at most the last LOG_FLUSH_MS
 *   of info and debug lines. Nothing a tenant sends is a log line; records and mails are in the
 *   database.
 * The writes stay synchronous (no thread pool, order kept); a pipe that is full is retried.
 */
import pino from 'pino';

export const LOG_BLOCK_BYTES = 4096;
export const LOG_FLUSH_MS = 100;
/** pino's number for 'warn': lines of this level and above are written at once. */
const WARN = 40;

/** The level pino wrote at the start of a line (`{"level":30,…`), or NaN for any other text. */
export function lineLevel(line: string): number {
  return line.startsWith('{"level":') ? Number.parseInt(line.slice(9, 12), 10) : Number.NaN;
}

export interface LogDestination {
  write(line: string): void;
  /** Writes what is held now (synchronously). */
  flush(): void;
  /** Writes what is held and closes the destination (a file descriptor other than 1 or 2 too). */
  end(): void;
}

export function blockLogDestination(fd = 1): LogDestination {
  const out = pino.destination({ dest: fd, sync: true, minLength: LOG_BLOCK_BYTES });
  // A timer only while something is held: sonic-boom's periodicFlush wrote an empty string every
  // LOG_FLUSH_MS even on an idle server.
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    out.flush();
  };
  const atExit = () => {
    try {
      out.flushSync();
    } catch {
      // The descriptor is already gone: nothing is left to write to.
    }
  };
  process.once('exit', atExit);
  return {
    write(line) {
      out.write(line);
      // Not a level below warn (NaN included: a line of unknown shape goes out at once too).
      if (!(lineLevel(line) < WARN)) flush();
      else timer ??= setTimeout(flush, LOG_FLUSH_MS).unref();
    },
    flush,
    end() {
      clearTimeout(timer);
      process.removeListener('exit', atExit);
      out.end();
    },
  };
}
