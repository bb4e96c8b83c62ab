import { defineModule } from '../module.js';
import { configOperations } from './config.operations.js';

/** What the screens need to know of the deployment (support e-mail, about link). */
export const configModule = defineModule({
  name: 'config',
  operations: configOperations,
});
