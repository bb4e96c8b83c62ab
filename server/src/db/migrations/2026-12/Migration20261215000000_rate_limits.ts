import { Migration } from '@mikro-orm/migrations';

/**
 * Request counters shared by every replica (rate_limit), and login_throttle keys long enough for
 * 'ip-account:<address>:<e-mail>' (an IPv6 address and a 254-character e-mail overflow 320).
 */
export class Migration20261215000000_rate_limits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "rate_limit" (
      "key" text not null,
      "hits" int not null,
      "window_started_at" timestamptz not null,
      constraint "rate_limit_pkey" primary key ("key"));`);
    this.addSql(`alter table "login_throttle" alter column "key" type text;`);
  }
}
