import { defineModule } from '../module.js';
import { MfaRecoveryCode } from './mfa-recovery-code.entity.js';
import { MfaSignInService } from './mfa-sign-in.service.js';
import { mfaOperations } from './mfa.operations.js';
import { MfaService } from './mfa.service.js';
import { UserTotp } from './user-totp.entity.js';

declare module '../module.js' {
  interface Services {
    mfa: MfaService;
    mfaSignIn: MfaSignInService;
  }
}

/** The second factor: TOTP with recovery codes, the sign-in's second step, and the portal's requirement of it for staff. */
export const mfaModule = defineModule({
  name: 'mfa',
  entities: [UserTotp, MfaRecoveryCode],
  operations: mfaOperations,
  services: {
    mfa: ({ em, deps, services }) => new MfaService(em, deps.config, services.settings),
    mfaSignIn: ({ em, deps, services }) => new MfaSignInService(em, deps.config, services.auth, services.mfa),
  },
});
