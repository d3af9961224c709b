import type { AppContext } from '../context';
import type { Handlers } from './types';

/** docs/product.md "Version check": the range the client compares its own version (6) with, and the screen's texts. */
export function versionRange({ config }: Pick<AppContext, 'config'>) {
  const { min, max, heading, message } = config.version;
  return { min, max, heading, message };
}

export function systemHandlers(ctx: AppContext): Handlers {
  return {
    async getVersion() {
      return versionRange(ctx);
    },
  };
}
