import 'reflect-metadata';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { type Role } from '@portal/common/auth/roles';
import { type Config } from '../src/config.js';
import { User } from '../src/modules/users/user.entity.js';
import { type MailCatcher } from './mail-catcher.js';
export declare const DEMO_EMAILS: Record<Role, string>;
export declare const OTHER_VENDOR_ADMIN_EMAIL = "other.admin@example.com";
export { DEMO_PASSWORD } from '../src/db/seeders/demo-seeder.js';
export interface HttpAnswer<T = any> {
    status: number;
    body: T;
    headers: Headers;
}
export interface TestPortal {
    url: string;
    orm: MikroORM;
    config: Config;
    mail: MailCatcher;
    /** A fresh EntityManager to look at what the database holds. */
    em(): EntityManager;
    /** Demo users by role, plus `otherVendorAdmin` of a second company. */
    users: Record<Role, User> & {
        otherVendorAdmin: User;
    };
    /** A valid token for a user, minted directly (no password round trip). */
    tokenFor(who: Role | 'otherVendorAdmin'): Promise<string>;
    gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string | null, headers?: Record<string, string>): Promise<HttpAnswer<T>>;
    rest<T = any>(method: string, path: string, opts?: {
        body?: unknown;
        token?: string | null;
        headers?: Record<string, string>;
    }): Promise<HttpAnswer<T>>;
    stop(): Promise<void>;
}
/**
 * A portal for one test file: its own database cloned from the migrated template, the real
 * app on a loopback port, a real SMTP server for mail, and the demo users seeded.
 */
export declare function startTestPortal(env?: Record<string, string>): Promise<TestPortal>;
