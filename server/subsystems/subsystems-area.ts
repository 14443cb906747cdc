import { defineArea } from '../http/server-area.js';
import { registerSubsystemRoutes } from './subsystem-routes.js';

/** The subsystem dialog's links and the subsystems' check of a hospital's subscription. */
export const subsystemsArea = defineArea('subsystems', (app, { db, config }) => registerSubsystemRoutes(app, db, config));
