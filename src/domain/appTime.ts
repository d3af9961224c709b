// The app's time on the wire ("time you can move"). In sandbox mode the server's clock
// can run ahead of the machine's (src/server/clock.ts); every API answer then carries the
// server's time in this header, and the screens judge dates by it (src/client/app/appClock.ts),
// so the dashboard and the server agree on what "today" is. No header: no offset.
export const APP_TIME_HEADER = 'x-app-time';
