import { RateLimit } from '../limits/rate-limit.entity.js';
import { MODULES } from '../modules/index.js';

/** Every entity, from the modules' manifests (listed, not discovered from folders, so src and dist agree). */
export const ENTITIES = [...MODULES.flatMap((m) => m.entities ?? []), RateLimit];
