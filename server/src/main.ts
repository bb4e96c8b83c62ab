import { missingProductionSettings, missingSettingsMessage } from './config-check.js';

/**
 * `node server/dist/main.js`. Before anything starts (no database, no migration, no listener): a production start
 * names all it lacks at once. The portal (start.ts) is loaded only then: importing it (the app, the ORM, the
 * drivers) costs 3-4 CPU seconds, which a refused start has no use for.
 */
const missing = missingProductionSettings(process.env);
if (missing.length > 0) {
  console.error(missingSettingsMessage(missing));
  process.exit(1);
}
await import('./start.js');
