import { defineModule } from '../module.js';
import { AuthResolver } from './auth.resolver.js';
import { authRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { LoginThrottle } from './login-throttle.entity.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { RevokedToken } from './revoked-token.entity.js';

export { ACTOR_SQL, type ActorRow } from './actor-query.js';
export { SuccessPayload } from './auth.types.js';

declare module '../module.js' {
  interface Services {
    auth: AuthService;
  }
}

/** Sign-in, sign-out, password reset, login throttling and the actor behind a token. */
export const authModule = defineModule({
  name: 'auth',
  entities: [PasswordResetToken, RevokedToken, LoginThrottle],
  resolvers: [AuthResolver],
  routes: authRoutes,
  services: { auth: ({ em, deps }) => new AuthService(em, deps) },
});
