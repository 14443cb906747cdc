import { defineArea } from '../http/server-area.js';
import { registerKeyCheckRoute } from './key-check-route.js';

/** The check other systems call with an issued key (the keys themselves are a schema's screen). */
export const secretKeysArea = defineArea('secret-keys', (app, { db }) => registerKeyCheckRoute(app, db));
