import { createLoginLimiter } from '../auth/login-rate-limit.js';
import { defineArea } from '../http/server-area.js';
import { registerCaptchaRoutes } from './captcha-routes.js';
import { registerForgotPasswordRoutes } from './forgot-password-routes.js';
import { registerLoginRoutes } from './login-routes.js';
import { registerPasswordChangeRoutes } from './password-change.js';

/**
 * Signing in and passwords (seeds 000 and 001 section 1): login and the captcha share one budget
 * per address; the password change and the forgotten-password codes.
 */
export const signInArea = defineArea('sign-in', (app, { db, config }) => {
  const loginLimiter = createLoginLimiter(app, config);
  registerLoginRoutes(app, db, config, loginLimiter);
  registerCaptchaRoutes(app, db, config, loginLimiter);
  registerPasswordChangeRoutes(app, db);
  registerForgotPasswordRoutes(app, db);
});
