import { defineModule } from '../module.js';
import { ProfilePictureResolver } from './profile-picture.resolver.js';
import { profilePictureRoutes } from './profile-picture.routes.js';
import { ProfilePictureService } from './profile-picture.service.js';

export type { ProfilePictureService } from './profile-picture.service.js';

declare module '../module.js' {
  interface Services {
    profilePictures: ProfilePictureService;
  }
}

/** Users' profile pictures: uploaded (checked by their bytes), removed, and served to those who may read the user. */
export const profilePicturesModule = defineModule({
  name: 'profile-pictures',
  resolvers: [ProfilePictureResolver],
  routes: profilePictureRoutes,
  services: { profilePictures: ({ em, deps, services }) => new ProfilePictureService(em, deps, services.users) },
});
