import type { EntityManager } from '@mikro-orm/postgresql';
import { hiddenCategories, NO_FINANCIAL_ACCESS } from '@portal/common/auth/answer-access';
import type { Actor } from '../../auth/actor.js';
import { AppError } from '../../errors.js';
import type { StoredFile } from './stored-file.entity.js';

/**
 * A prequalification upload (Essential) that a form the actor may not read names (the financial statements of the
 * financial form without prequal.financials.read) is refused like the answers are: any version of the file's
 * document counts, since a form keeps the version it was submitted with. SQL, not the prequal module's entities:
 * that module depends on this one.
 */
export async function assertFileReadable(em: EntityManager, actor: Actor, file: StoredFile): Promise<void> {
  if (file.uploadedArea !== 'ESSENTIAL') return;
  const hidden = hiddenCategories(actor.role);
  if (!hidden.length) return;
  const rows = await em.getConnection().execute<unknown[]>(
    `select 1 from prequal_form f join prequalification p on p.id = f.prequalification_id
      where p.vendor_id = ? and f.category = any(?::text[])
        and exists (select 1 from stored_file s where s.document_id = ? and strpos(f.answers::text, s.id::text) > 0)
      limit 1`,
    [file.vendor.id, `{${hidden.join(',')}}`, file.documentId],
  );
  if (rows.length) throw new AppError('FORBIDDEN', NO_FINANCIAL_ACCESS);
}
