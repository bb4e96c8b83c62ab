import { defineModule } from '../module.js';
import { CompanyComment } from './company-comment.entity.js';
import { CompanyNote } from './company-note.entity.js';
import { notesOperations } from './notes.operations.js';
import { CompanyNotesService } from './notes.service.js';

export { CompanyComment } from './company-comment.entity.js';
export { CompanyNote } from './company-note.entity.js';
export { COMPANY_COMMENTS_LIST, COMPANY_NOTES_LIST } from './notes-list.js';
export type { CompanyNotesService } from './notes.service.js';

declare module '../module.js' {
  interface Services {
    companyNotes: CompanyNotesService;
  }
}

/**
 * Staff notes and comments on a company (the company page's Notes tab and Main tab's Comments): internal roles
 * read them, the roles that edit company detail add them, the system admin deletes them.
 */
export const notesModule = defineModule({
  name: 'notes',
  entities: [CompanyNote, CompanyComment],
  operations: notesOperations,
  services: {
    companyNotes: ({ em }) => new CompanyNotesService(em),
  },
});
