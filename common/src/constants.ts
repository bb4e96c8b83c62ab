/** Business constants from the specification's section 9. */
export const AUTH_COOKIE_NAME = 'access_token';
/** The browser's session token, HttpOnly: scripts never read it. */
export const SESSION_COOKIE_NAME = 'session';
/** The session token's claims (no signature: no secret), readable by the client to know who is signed in. */
export const SESSION_CLAIMS_COOKIE_NAME = 'session_claims';
/** The CSRF token of the session, readable, echoed in the CSRF header on cookie-authenticated requests. */
export const CSRF_COOKIE_NAME = 'csrf';
export const CSRF_HEADER_NAME = 'x-csrf-token';
export const AUTH_TOKEN_TTL_DAYS = 7;
export const AUTH_TOKEN_TTL_SECONDS = AUTH_TOKEN_TTL_DAYS * 24 * 60 * 60;
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
export const PHONE_MAX = 12;
export const TAX_ID_LENGTH = 10;
export const ZIP_MAX = 5;
export const COMMENT_MAX = 255;
export const DESCRIPTION_MAX = 500;

export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** Dropdown lookups ask for everything at once (specification: 99999 / 999999). */
export const LOOKUP_LIMIT = 999999;
export const SEARCH_DEBOUNCE_MS = 500;
export const PROJECT_SEARCH_DEBOUNCE_MS = 300;

export const SIDEBAR_AUTO_OPEN_WIDTH = 1080;
export const DISPLAY_TIME_ZONE = 'America/New_York';
export const DATE_FORMAT = 'MMM d, yyyy';
