import type { Plugin } from 'vite';

const RESULT_INDEX = /@arco-design\/web-react\/es\/Result\/index\.js$/;
const IMAGE_IMPORT = /import (Image\d{3}) from '\.\/(\d{3})';/g;

/**
 * Arco's Result imports its 403, 404 and 500 illustrations at module level (the 500 one alone is
 * ~21 KB brotli), so any screen showing a Result, even an error icon, downloaded all three. This
 * loads each illustration when a Result with that status renders (React.lazy, no fallback: the
 * picture appears a moment later, the title and buttons at once).
 */
export function arcoLazyResultImages(): Plugin {
  return {
    name: 'arco-lazy-result-images',
    transform: {
      filter: { id: RESULT_INDEX },
      handler(code) {
        if (code.match(IMAGE_IMPORT)?.length !== 3)
          throw new Error('arco-lazy-result-images: Result/index.js no longer imports its images as expected');
        const lazy = code.replace(
          IMAGE_IMPORT,
          (_all, name: string, file: string) => `var ${name} = lazyResultImage(function () { return import('./${file}'); });`,
        );
        const helper =
          '\nfunction lazyResultImage(load) { var Image = React.lazy(load); return function LazyResultImage(props) {' +
          ' return React.createElement(React.Suspense, { fallback: null }, React.createElement(Image, props)); }; }\n';
        return { code: lazy + helper, map: null };
      },
    },
  };
}
