import { Field, Int, ObjectType } from 'type-graphql';
import { LoginPayload } from '../auth/index.js';

@ObjectType('TotpSetup', { description: 'A new authenticator secret, shown until it is confirmed with a code.' })
export class TotpSetupType {
  @Field(() => String, { description: 'The secret in base32, for typing into an authenticator app.' }) secret!: string;
  @Field(() => String) otpauthUri!: string;
  @Field(() => String, { description: 'The otpauth URI as a QR code (a PNG data URL).' }) qrCode!: string;
}

@ObjectType('TotpConfirmPayload')
export class TotpConfirmPayload {
  @Field(() => [String], { description: 'Ten one-use recovery codes, shown this once.' }) recoveryCodes!: string[];
  @Field(() => LoginPayload, { nullable: true, description: 'The session, when the set-up completed a sign-in (mfaToken).' })
  session!: LoginPayload | null;
}

@ObjectType('MfaStatus')
export class MfaStatusType {
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => Boolean, { description: "The portal requires a second factor of the caller's account." }) required!: boolean;
  @Field(() => Int) recoveryCodesLeft!: number;
}

@ObjectType('MfaPolicy')
export class MfaPolicyType {
  @Field(() => Boolean, { description: 'Every internal user must sign in with a second factor.' }) requireForInternal!: boolean;
}
