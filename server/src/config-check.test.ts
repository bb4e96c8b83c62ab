import { describe, expect, it } from 'vitest';
import { missingProductionSettings, missingSettingsMessage, shouldSeedDemo } from './config-check.js';

/** Everything a production start needs, each test taking one away. */
const complete = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://portal:portal@db:5432/portal',
  JWT_SECRET: 'x'.repeat(48),
  PUBLIC_URL: 'https://portal.example.com',
  SMTP_URL: 'smtp://mail:1025',
  STORAGE_DRIVER: 's3',
};

describe('missingProductionSettings', () => {
  it('asks nothing of a complete production environment', () => {
    expect(missingProductionSettings(complete)).toEqual([]);
  });

  for (const name of ['DATABASE_URL', 'JWT_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'STORAGE_DRIVER'] as const) {
    it(`names ${name} when it is unset`, () => {
      const { [name]: _left, ...env } = complete;
      expect(missingProductionSettings(env)).toEqual([name]);
      expect(missingSettingsMessage([name])).toContain(`${name}:`);
    });

    it(`names ${name} when it is blank`, () => {
      expect(missingProductionSettings({ ...complete, [name]: '  ' })).toEqual([name]);
    });
  }

  it('names every missing setting in one message', () => {
    const missing = missingProductionSettings({ NODE_ENV: 'production' });
    expect(missing).toEqual(['DATABASE_URL', 'JWT_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'STORAGE_DRIVER']);
    const message = missingSettingsMessage(missing);
    for (const name of missing) expect(message).toContain(`${name}:`);
    expect(message).toContain('5 required setting(s) missing');
  });

  it("keeps a laptop's defaults outside production", () => {
    expect(missingProductionSettings({})).toEqual([]);
    expect(missingProductionSettings({ NODE_ENV: 'development' })).toEqual([]);
    expect(missingProductionSettings({ NODE_ENV: 'test' })).toEqual([]);
  });
});

describe('shouldSeedDemo', () => {
  it('never seeds production unless asked for', () => {
    expect(shouldSeedDemo({ seedDemo: false, production: true, freshEmbedded: true })).toBe(false);
    expect(shouldSeedDemo({ seedDemo: false, production: true, freshEmbedded: false })).toBe(false);
    expect(shouldSeedDemo({ seedDemo: true, production: true, freshEmbedded: false })).toBe(true);
  });

  it("seeds a laptop's fresh embedded database, and any database when asked for", () => {
    expect(shouldSeedDemo({ seedDemo: false, production: false, freshEmbedded: true })).toBe(true);
    expect(shouldSeedDemo({ seedDemo: false, production: false, freshEmbedded: false })).toBe(false);
    expect(shouldSeedDemo({ seedDemo: true, production: false, freshEmbedded: false })).toBe(true);
  });
});
