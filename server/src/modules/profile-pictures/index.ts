import { defineModule } from '../module.js';
import { profilePictureRoutes } from './profile-picture.routes.js';
import { ProfilePictureService } from './profile-picture.service.js';
import { profilePicturesOperations } from './profile-pictures.operations.js';

export type { ProfilePictureService } from './profile-picture.service.js';

declare module '../module.js' {
  interface Services {
    profilePictures: ProfilePictureService;
  }
}

/** Users' profile pictures: uploaded (checked by their bytes), removed, and served to those who may read the user. */
export const profilePicturesModule = defineModule({
  name: 'profile-pictures',
  operations: profilePicturesOperations,
  // By hand beside the table: GET /users/{id}/profile-picture streams the image with its ETag and answers 304, not an operation's JSON.
  routes: profilePictureRoutes,
  services: { profilePictures: ({ em, deps, services }) => new ProfilePictureService(em, deps, services.users) },
});
