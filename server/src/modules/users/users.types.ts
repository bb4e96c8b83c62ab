import { PRIORITIES, USER_REGISTRATION_STATUSES, type User } from './user.entity.js';
import { INTERNAL_USERS_LIST, USERS_LIST, type UserListRow } from './users-list.js';
import { ROLE_LABELS, ROLES, type InternalRole, type Role } from '@portal/common/auth/roles';
import type { ProfileUpdateInput } from '@portal/common/validation/auth';
import type { CreateInternalUserInput as CreateInternalUserFormInput } from '@portal/common/validation/users';
import { asEnum } from '../../graphql/enums.js';
import { listOptionsType, pageType } from '../../operations/list-binding.js';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';

export const RoleEnum = asEnum(ROLES);
export const PriorityEnum = asEnum(PRIORITIES);
export const UserRegistrationStatusEnum = asEnum(USER_REGISTRATION_STATUSES);
registerEnumType(RoleEnum, { name: 'Role' });
registerEnumType(PriorityEnum, { name: 'Priority' });
registerEnumType(UserRegistrationStatusEnum, { name: 'UserRegistrationStatus' });

/** A user as the API shows it (admin spec section 3, "User"); never the password. */
@ObjectType('User')
export class UserType {
  @Field(() => ID) userId!: string;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => RoleEnum) role!: Role;
  @Field(() => String) roleName!: string;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Date, { nullable: true }) lastLogin!: Date | null;
  @Field(() => String, { nullable: true }) companyName!: string | null;
  @Field(() => ID, { nullable: true }) vendorId!: string | null;
  @Field(() => String, { nullable: true }) accountId!: string | null;
  @Field(() => Boolean) isCompanyAdmin!: boolean;
  @Field(() => PriorityEnum, { nullable: true }) priority!: string | null;
  @Field(() => String, { nullable: true }) profilePic!: string | null;
  @Field(() => UserRegistrationStatusEnum) registrationStatus!: string;
  @Field(() => RoleEnum, {
    nullable: true,
    description: "Account Creation only: the role approving the user now gives (the company's first approved user becomes its company admin).",
  })
  roleOnApproval?: Role | null;
}

/** The one mapping from entity to API shape, used by GraphQL and REST alike. */
export function toUserView(u: User): UserType {
  return {
    userId: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone ?? null,
    role: u.role,
    roleName: ROLE_LABELS[u.role],
    isActive: u.isActive,
    lastLogin: u.lastLogin ?? null,
    companyName: u.vendor?.companyName ?? null,
    vendorId: u.vendor?.id ?? null,
    accountId: u.vendor?.accountId ?? null,
    isCompanyAdmin: u.isCompanyAdmin,
    priority: u.priority ?? null,
    profilePic: u.profilePic ?? null,
    registrationStatus: u.registrationStatus,
  };
}

/** A row of the user lists as the API shows it: the same shape as toUserView, read from the list's columns. */
export function fromUserRow({ companyHasAdmin, ...row }: UserListRow): UserType {
  return { ...row, roleName: ROLE_LABELS[row.role] };
}

/** The user lists' page (users, internalUsers, pendingAccounts). */
export const UserPageType = pageType('UserPage', () => UserType);
export const UsersListOptions = listOptionsType('Users', USERS_LIST);
export const InternalUsersListOptions = listOptionsType('InternalUsers', INTERNAL_USERS_LIST);

/** Checked against the shared zod input type, so the two cannot drift apart. */
@InputType('ProfileInput')
export class ProfileInput implements ProfileUpdateInput {
  @Field(() => String) name!: string;
  @Field(() => String) phone!: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true, description: 'A new password; empty or absent keeps the current one.' }) password?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Required when users set their own new password; not asked when an administrator sets another user's.",
  })
  currentPassword?: string | null;
  @Field(() => String, { nullable: true }) profilePic?: string | null;
}

/** What updateProfile answers: the saved user, and a fresh token when the caller changed its own password. */
@ObjectType('UpdateProfilePayload')
export class UpdateProfilePayload {
  @Field(() => UserType) user!: UserType;
  @Field(() => String, {
    nullable: true,
    description: "Set when the caller changed its own password: every earlier token of the user (this request's too) has ended, and this one replaces it.",
  })
  accessToken!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Set when the update asked for a new e-mail: the address a confirmation link was sent to (the e-mail changes once it is opened). The same whether or not the address is free.',
  })
  pendingEmail!: string | null;
}

/** POST /users/admin/create-user; checked against the shared zod input type. */
@InputType('CreateInternalUserInput')
export class CreateInternalUserInput implements CreateInternalUserFormInput {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => RoleEnum, { description: 'An internal role; vendor roles are refused.' }) role!: InternalRole;
  @Field(() => String, { nullable: true, description: 'Absent: the user sets one with "Forgot password".' }) password?: string | null;
}

/** An internal user's details by the system admin (PATCH|PUT /users/{id} {name, email, phone, role, password?}). */
@InputType('UpdateUserInput')
export class UpdateUserInput implements CreateInternalUserFormInput {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => RoleEnum) role!: InternalRole;
  @Field(() => String, { nullable: true, description: 'A new password; empty or absent keeps the current one.' }) password?: string | null;
}
