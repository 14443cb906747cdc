import { Message } from '@arco-design/web-react';
import { createMemoryUploader } from '../../../data/memory-upload';
import type { FileUploader } from '../../../data/upload-client';

/** Stories' uploads: the server's name, suffix and size rules, kept in the page as data: URLs. */
export const storyUploader: FileUploader = createMemoryUploader((message) => {
  Message.error(message);
  return Promise.reject(new Error(message));
});

/** The same, slowly (about three seconds a file), to see the progress. */
export const slowStoryUploader: FileUploader = async (file, options) => {
  for (const percent of [10, 30, 50, 70, 90]) {
    options.onProgress?.(percent);
    await new Promise((resolve) => setTimeout(resolve, 600));
  }
  return storyUploader(file, options);
};

/** A failing server: every file is refused with the seed's message. */
export const failingStoryUploader: FileUploader = () => {
  const message = '上传失败，请重试或联系管理员';
  Message.error(message);
  return Promise.reject(new Error(message));
};

const swatch = (colour: string, letter: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="${colour}"/><text x="30" y="62" font-size="40" fill="#fff">${letter}</text></svg>`,
  );

/** Stored pictures for stories (placeholders drawn in the page). */
export const SAMPLE_IMAGES = [swatch('#165dff', '门'), swatch('#00b42a', '楼'), swatch('#ff7d00', '院')];
