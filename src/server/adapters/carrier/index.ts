import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Carrier } from './interface';
import { createSandboxCarrier } from './sandbox';

/** The carrier CARRIER_PROVIDER names (config.ts refuses any other value at start). */
export function carrierFromConfig(config: AppConfig, db: Db): Carrier {
  switch (config.services.carrier) {
    case 'sandbox':
      return createSandboxCarrier({
        db,
        servedStates: config.servedStates,
        delayMs: config.services.carrierSandboxDelayMs,
      });
  }
}
