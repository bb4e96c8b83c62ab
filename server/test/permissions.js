import { ROLES } from '@portal/common/auth/roles';
export const PRINCIPALS = ['anonymous', ...ROLES];
export const EVERYONE = PRINCIPALS;
export const SIGNED_IN = ROLES;
export const INTERNAL = ['SYSTEM_ADMIN', 'PREQUAL_ADMIN', 'PREQUAL_REVIEWER', 'PREQUAL_VIEWER'];
export function outcomeOf(kind, a) {
    if (kind === 'rest') {
        if (a.status >= 200 && a.status < 300)
            return 'ok';
        if (a.status === 401)
            return 'unauthenticated';
        if (a.status === 403)
            return 'forbidden';
        return `other:${a.status} ${JSON.stringify(a.body)}`;
    }
    const code = a.body?.errors?.[0]?.extensions?.code;
    if (!a.body?.errors && a.status === 200)
        return 'ok';
    if (code === 'UNAUTHENTICATED')
        return 'unauthenticated';
    if (code === 'FORBIDDEN')
        return 'forbidden';
    return `other:${a.status} ${JSON.stringify(a.body)}`;
}
export function expectedOutcome(c, p) {
    if (c.allowed.includes(p))
        return 'ok';
    return p === 'anonymous' ? 'unauthenticated' : 'forbidden';
}
//# sourceMappingURL=permissions.js.map