import fastifyMultipart from '@fastify/multipart';
import { defineArea } from '../http/server-area.js';
import { openUploadStorage } from './storage/open-storage.js';
import { readUploadConfig } from './upload-config.js';
import { registerServeRoutes } from './serve-routes.js';
import { registerUploadRoutes } from './upload-routes.js';

/**
 * Uploads (docs/uploads.md): the signed-policy flow and POST /api/ossUpload, both behind a session,
 * and the files read back under OSS_URL. Multipart parsing is registered for these routes only.
 */
export const uploadsArea = defineArea('uploads', async (app, { config }) => {
  const uploadConfig = readUploadConfig(config);
  const storage = openUploadStorage(uploadConfig.storage);
  await app.register(async (scope) => {
    // Oversize parts are cut and flagged (truncated) instead of thrown, so the refusal can say the limit.
    await scope.register(fastifyMultipart, { throwFileSizeLimit: false });
    registerUploadRoutes(scope, uploadConfig, storage);
    registerServeRoutes(scope, uploadConfig, storage);
  });
  app.log.info({ storage: storage.description }, 'uploads ready');
});
