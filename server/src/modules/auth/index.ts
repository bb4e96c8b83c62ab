import { defineModule } from '../module.js';
import { authOperations } from './auth.operations.js';
import { AuthService } from './auth.service.js';
import { LoginThrottle } from './login-throttle.entity.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { RevokedToken } from './revoked-token.entity.js';

export { ACTOR_SQL, type ActorRow } from './actor-query.js';
export { LoginPayload, SuccessPayload } from './auth.types.js';
export { LOGIN_THROTTLE_STATE_SQL, LoginThrottleService, type ThrottleState } from './login-throttle.service.js';
export type { AuthService, SignInAnswer } from './auth.service.js';

declare module '../module.js' {
  interface Services {
    auth: AuthService;
  }
}

/** Sign-in, sign-out, password reset, login throttling and the actor behind a token. */
export const authModule = defineModule({
  name: 'auth',
  entities: [PasswordResetToken, RevokedToken, LoginThrottle],
  operations: authOperations,
  services: { auth: ({ em, deps }) => new AuthService(em, deps) },
});
