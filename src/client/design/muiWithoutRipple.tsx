import { forwardRef, useImperativeHandle } from 'react';

/**
 * Stands in, in production builds only, for MUI's TouchRipple (see webpack.config.ts): the
 * theme turns ripples off (theme.ts: buttons show a pressed state and our focus ring instead),
 * so the ripple's animation code (2 KB gzip on every screen with a button) is never needed.
 * ButtonBase still holds a ref to it; the ref's start/stop/pulsate do nothing.
 */
const TouchRipple = forwardRef<{ start(): void; stop(): void; pulsate(): void }>(
  function TouchRipple(_props, ref) {
    useImperativeHandle(ref, () => ({ start() {}, stop() {}, pulsate() {} }), []);
    return null;
  },
);

export default TouchRipple;
