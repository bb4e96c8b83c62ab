import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../errors.js';
import { audit } from '../audit/index.js';
import { RelatedAccount } from './related-account.entity.js';
import { Vendor } from './vendor.entity.js';

/** A company on either side of a link (specification section 3: accountId, companyName, taxId, vendorId). */
export interface RelatedAccountRow {
  accountId: string;
  companyName: string;
  taxId: string | null;
  vendorId: string;
}

export interface RelatedAccounts {
  parentAccounts: RelatedAccountRow[];
  childAccounts: RelatedAccountRow[];
}

export type RelatedSide = 'parent' | 'child';

export const RELATED_ACCOUNT_MESSAGES = {
  accountRequired: (field: string) => `${field} is required`,
  itself: 'An account cannot be related to itself.',
  both: 'An account cannot be both a parent and a child of the same account.',
  already: (name: string, side: RelatedSide) => `${name} is already a ${side} account of this account.`,
  cycle: (name: string, side: RelatedSide) => `${name} cannot be a ${side} account: the accounts would be related in a circle.`,
  notRelated: (name: string, side: RelatedSide) => `${name} is not a ${side} account of this account.`,
} as const;

const FIELD: Record<RelatedSide, string> = { parent: 'parentAccountId', child: 'childAccountId' };

/**
 * A company's related accounts: its parents and children, each a company with a CRM account. `accountId` in every
 * call is the company's CRM account id (vendor.account_id, set at approval), as the approved-companies list answers it.
 * A link is never to the account itself, never both ways between two accounts, and never closes a circle; links are
 * checked and written one at a time (a transaction-scoped advisory lock), so two links made at once cannot make one.
 */
export class RelatedAccountsService {
  constructor(private readonly em: EntityManager) {}

  /** GET /accounts/{accountId}/related-accounts. */
  async list(accountId: string): Promise<RelatedAccounts> {
    const account = await accountOf(this.em, accountId);
    return this.read(this.em, account);
  }

  /** POST /accounts/{accountId}/add-parent {parentAccountId} or add-child {childAccountId}. */
  async add(a: Actor, accountId: string, side: RelatedSide, otherId: string): Promise<RelatedAccounts> {
    return this.em.transactional(async (tx) => {
      await tx.getConnection().execute(`select pg_advisory_xact_lock(hashtext('related_account'))`, [], 'get', tx.getTransactionContext());
      const account = await accountOf(tx, accountId);
      const other = await accountOf(tx, otherId, FIELD[side]);
      if (account.id === other.id) throw invalid(side, RELATED_ACCOUNT_MESSAGES.itself);
      const [parent, child] = side === 'parent' ? [other, account] : [account, other];
      if (await tx.count(RelatedAccount, { parent, child })) throw invalid(side, RELATED_ACCOUNT_MESSAGES.already(other.companyName, side));
      if (await tx.count(RelatedAccount, { parent: child, child: parent })) throw invalid(side, RELATED_ACCOUNT_MESSAGES.both);
      // parent -> child closes a circle when the parent already descends from the child.
      if (await descends(tx, parent.id, child.id)) throw invalid(side, RELATED_ACCOUNT_MESSAGES.cycle(other.companyName, side));
      tx.persist(tx.create(RelatedAccount, { parent, child }));
      auditLink(tx, a, parent, child, 'ADDED');
      await tx.flush();
      return this.read(tx, account);
    });
  }

  /** DELETE /accounts/{accountId}/remove-parent/{id} or remove-child/{id}. */
  async remove(a: Actor, accountId: string, side: RelatedSide, otherAccountId: string): Promise<RelatedAccounts> {
    return this.em.transactional(async (tx) => {
      const account = await accountOf(tx, accountId);
      const other = await accountOf(tx, otherAccountId);
      const [parent, child] = side === 'parent' ? [other, account] : [account, other];
      const deleted = await tx.nativeDelete(RelatedAccount, { parent, child });
      if (!deleted) throw AppError.notFound(RELATED_ACCOUNT_MESSAGES.notRelated(other.companyName, side).replace(/\.$/, ''));
      auditLink(tx, a, parent, child, 'REMOVED');
      await tx.flush();
      return this.read(tx, account);
    });
  }

  /** Both sides in one statement, each by company name. */
  private async read(em: EntityManager, account: Vendor): Promise<RelatedAccounts> {
    const rows = await em.getConnection().execute<(RelatedAccountRow & { side: RelatedSide })[]>(
      `select 'parent' as side, v.account_id as "accountId", v.company_name as "companyName", v.tax_id as "taxId", v.id as "vendorId"
         from related_account r join vendor v on v.id = r.parent_id where r.child_id = ?
       union all
       select 'child', v.account_id, v.company_name, v.tax_id, v.id
         from related_account r join vendor v on v.id = r.child_id where r.parent_id = ?
       order by "companyName", "vendorId"`,
      [account.id, account.id],
      'all',
      em.getTransactionContext(),
    );
    const of = (side: RelatedSide) => rows.filter((r) => r.side === side).map(({ side: _side, ...row }) => row);
    return { parentAccounts: of('parent'), childAccounts: of('child') };
  }
}

/**
 * The company holding a CRM account id. Not found: the address's account is NOT_FOUND; a body's (`field`) is
 * BAD_USER_INPUT on that field.
 */
async function accountOf(em: EntityManager, accountId: string, field?: string): Promise<Vendor> {
  const vendor = accountId.length <= 64 ? await em.findOne(Vendor, { accountId }) : null;
  if (vendor) return vendor;
  const message = `No company has the account ${accountId}.`;
  throw field ? AppError.badInput(message, { [field]: message }) : new AppError('NOT_FOUND', message);
}

function invalid(side: RelatedSide, message: string): AppError {
  return AppError.badInput(message, { [FIELD[side]]: message });
}

/** True when `descendant` is below `ancestor` through child links. */
async function descends(em: EntityManager, descendant: string, ancestor: string): Promise<boolean> {
  const [row] = await em.getConnection().execute<{ found: boolean }[]>(
    `with recursive below(id) as (
       select child_id from related_account where parent_id = ?
       union
       select r.child_id from related_account r join below b on r.parent_id = b.id
     ) select exists (select 1 from below where id = ?) as found`,
    [ancestor, descendant],
    'all',
    em.getTransactionContext(),
  );
  return Boolean(row?.found);
}

/** Each side's own log names the other: the child's as a parent account added or removed, the parent's as a child. */
function auditLink(em: EntityManager, actor: Actor, parent: Vendor, child: Vendor, what: 'ADDED' | 'REMOVED'): void {
  const named = (v: Vendor) => ({ accountId: v.accountId, companyName: v.companyName, vendorId: v.id });
  audit(em, actor, { entityType: 'Vendor', entityId: child.id, action: `PARENT_ACCOUNT_${what}`, changes: { parentAccount: named(parent) } });
  audit(em, actor, { entityType: 'Vendor', entityId: parent.id, action: `CHILD_ACCOUNT_${what}`, changes: { childAccount: named(child) } });
}
