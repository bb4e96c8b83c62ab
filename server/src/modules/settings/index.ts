import { defineModule } from '../module.js';
import { Setting } from './setting.entity.js';
import { SettingsService } from './settings.service.js';

export { Setting } from './setting.entity.js';
export { readSetting, readStampedSetting, settingJsonSql, SettingsService, type StampedSetting } from './settings.service.js';

declare module '../module.js' {
  interface Services {
    settings: SettingsService;
  }
}

/**
 * The portal's settings in one table, each declared once in common/src/settings/registry.ts (docs/settings.md).
 * The modules that own a setting's screen call this service; it has no operations of its own.
 */
export const settingsModule = defineModule({
  name: 'settings',
  entities: [Setting],
  services: { settings: ({ em }) => new SettingsService(em) },
});
