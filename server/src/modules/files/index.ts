import { defineModule } from '../module.js';
import { documentExpiryScanWorker } from './document-expiry-scan.js';
import { FileManagerService } from './file-manager.service.js';
import { filesRoutes } from './files.routes.js';
import { filesOperations } from './files.operations.js';
import { FilesService } from './files.service.js';
import { StoredFile } from './stored-file.entity.js';

export { StoredFile, type UploadedArea } from './stored-file.entity.js';
export type { FilesService, Uploader } from './files.service.js';
export type { FileManagerService } from './file-manager.service.js';
export { expiringDocumentsStatement } from './file-manager.service.js';
export { currentVersionsOf } from './file-versions.js';
export type { IncomingFile } from '../../uploads/incoming-file.js';
export type { ReceivedFile } from './upload-intake.js';

declare module '../module.js' {
  interface Services {
    files: FilesService;
    fileManager: FileManagerService;
  }
}

/** Stored files of companies: streamed uploads with their checks, their rows, downloads, the file managers and file links. */
export const filesModule = defineModule({
  name: 'files',
  entities: [StoredFile],
  operations: filesOperations,
  // By hand beside the table: the two routes that stream a file's bytes with its own headers (files.routes.ts), not an operation's JSON.
  routes: filesRoutes,
  services: {
    files: ({ em, deps }) => new FilesService(em, deps),
    fileManager: ({ em, deps }) => new FileManagerService(em, deps),
  },
  workers: [documentExpiryScanWorker],
});
