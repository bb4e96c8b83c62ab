import { defineModule } from '../module.js';
import { ConfigResolver } from './config.resolver.js';

/** What the screens need to know of the deployment (support e-mail, about link). */
export const configModule = defineModule({
  name: 'config',
  resolvers: [ConfigResolver],
});
