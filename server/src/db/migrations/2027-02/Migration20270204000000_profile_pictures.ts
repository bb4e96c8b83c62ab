import { Migration } from '@mikro-orm/migrations';

/**
 * A user's profile picture lives in the file storage (users/profile-picture.service.ts): its opaque storage key
 * and the image type sniffed from its bytes. `profile_pic` keeps the address the API shows, which now names the
 * portal's own authenticated route; an address set before (any text) is no picture the portal can serve.
 */
export class Migration20270204000000_profile_pictures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "app_user" add column "profile_pic_key" varchar(512) null, add column "profile_pic_type" varchar(32) null;`);
    this.addSql(`update "app_user" set "profile_pic" = null where "profile_pic" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "app_user" drop column "profile_pic_key", drop column "profile_pic_type";`);
  }
}
