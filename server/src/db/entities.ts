import { RateLimit } from '../limits/rate-limit.entity.js';
import { AuditLog } from '../modules/audit/audit-log.entity.js';
import { LoginThrottle } from '../modules/auth/login-throttle.entity.js';
import { PasswordResetToken } from '../modules/auth/password-reset-token.entity.js';
import { RevokedToken } from '../modules/auth/revoked-token.entity.js';
import { StoredFile } from '../modules/files/stored-file.entity.js';
import { User } from '../modules/users/user.entity.js';
import { VendorContact } from '../modules/vendors/vendor-contact.entity.js';
import { Vendor } from '../modules/vendors/vendor.entity.js';

/** Every entity, listed rather than discovered from folders, so the same list works from src and dist. */
export const ENTITIES = [Vendor, VendorContact, StoredFile, User, AuditLog, PasswordResetToken, RevokedToken, LoginThrottle, RateLimit];
