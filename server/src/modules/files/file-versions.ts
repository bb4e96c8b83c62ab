import type { EntityManager } from '@mikro-orm/postgresql';
import { storedFileUrl, type FileVersionView } from './file-views.js';

interface VersionRow {
  fileId: string;
  documentId: string;
  fileName: string;
  size: number;
  uploadedBy: string;
  uploadedAt: Date | string;
  replacedAt: Date | string | null;
}

/**
 * Every version of the documents of the given files, newest first, by the file's id: one statement through
 * stored_file_document_created_at_idx, whatever the number of files (a list page asks once).
 */
export async function versionsOf(em: EntityManager, fileIds: readonly string[]): Promise<Map<string, FileVersionView[]>> {
  const out = new Map<string, FileVersionView[]>();
  if (fileIds.length === 0) return out;
  const rows = await em.getConnection().execute<(VersionRow & { forId: string })[]>(
    `select f.id as "forId", v.id as "fileId", v.document_id as "documentId", v.file_name as "fileName", v.size, v.uploaded_by as "uploadedBy",
            v.created_at as "uploadedAt", v.replaced_at as "replacedAt"
       from stored_file f join stored_file v on v.document_id = f.document_id
      where f.id in (${fileIds.map(() => '?').join(', ')})
      order by v.created_at desc, v.id`,
    [...fileIds],
  );
  for (const r of rows) {
    const list = out.get(r.forId) ?? [];
    list.push({
      fileId: r.fileId,
      fileName: r.fileName,
      fileUrl: storedFileUrl(r.fileId),
      size: Number(r.size),
      uploadedBy: r.uploadedBy,
      uploadedAt: new Date(r.uploadedAt),
      replacedAt: r.replacedAt == null ? null : new Date(r.replacedAt),
      current: r.replacedAt == null,
    });
    out.set(r.forId, list);
  }
  return out;
}

/**
 * The current version of each given file's document (a file not replaced is its own), e.g. for answers carried
 * into a new prequalification cycle, which take the company's newest documents. Unknown ids are left out.
 */
export async function currentVersionsOf(em: EntityManager, fileIds: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (fileIds.length === 0) return out;
  const rows = await em.getConnection().execute<{ fileId: string; currentId: string }[]>(
    `select f.id as "fileId", c.id as "currentId"
       from stored_file f join stored_file c on c.document_id = f.document_id and c.replaced_at is null
      where f.id in (${fileIds.map(() => '?').join(', ')})`,
    [...fileIds],
  );
  for (const r of rows) out.set(r.fileId, r.currentId);
  return out;
}

/**
 * The company's forms that still take answers (not submitted) follow a replacement: their answers naming the
 * replaced version name the new one, and their optimistic-lock version goes up (an open tab's stale save is
 * refused, not reverting it). Submitted and approved forms are left alone: they keep the version they were
 * submitted with. A fileId is a UUID, so its quoted form appears in the answers' JSON only as that answer.
 * The statement runs on the caller's transaction; answers the ids of the forms it changed.
 */
export async function followReplacement(em: EntityManager, vendorId: string, fromId: string, toId: string): Promise<string[]> {
  const rows = await em.getConnection().execute<{ id: string }[]>(
    `update prequal_form pf
        set answers = replace(pf.answers::text, ?, ?)::jsonb, version = pf.version + 1, updated_at = now()
       from prequalification p
      where p.id = pf.prequalification_id and p.vendor_id = ? and pf.status <> 'SUBMIT' and strpos(pf.answers::text, ?) > 0
      returning pf.id`,
    [`"${fromId}"`, `"${toId}"`, vendorId, `"${fromId}"`],
    'all',
    em.getTransactionContext(),
  );
  return rows.map((r) => r.id);
}
