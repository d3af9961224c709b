import type { AppContext } from '../context';
import type { Handlers } from './types';

export function systemHandlers({ config }: AppContext): Handlers {
  return {
    // SPEC §2.4: the client compares its own version (6) with this range.
    async getVersion() {
      const { min, max, heading, message } = config.version;
      return { min, max, heading, message };
    },
  };
}
