/**
 * Gives the event loop a turn between the items of a job's batch. On the embedded PGlite a
 * statement runs synchronously in this process and its promise settles without one: a job that
 * charges hundreds of payments would otherwise hold every request, timer and log line until the
 * whole run ends (measured: no timer fired during 4,000 statements, 7.5 s). On PostgreSQL the
 * statements wait on the network and this costs a few microseconds.
 */
export const nextTurn = (): Promise<void> => new Promise((done) => setImmediate(done));
