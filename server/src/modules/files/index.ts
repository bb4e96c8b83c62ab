import { defineModule } from '../module.js';
import { filesRoutes } from './files.routes.js';
import { FilesService } from './files.service.js';
import { StoredFile } from './stored-file.entity.js';

export { StoredFile, type UploadedArea } from './stored-file.entity.js';
export type { FilesService, Uploader } from './files.service.js';
export type { IncomingFile } from './incoming-file.js';
export type { ReceivedFile } from './upload-intake.js';

declare module '../module.js' {
  interface Services {
    files: FilesService;
  }
}

/** Stored files of companies: streamed uploads with their checks, their rows, and downloads. */
export const filesModule = defineModule({
  name: 'files',
  entities: [StoredFile],
  routes: filesRoutes,
  services: { files: ({ em, deps }) => new FilesService(em, deps) },
});
