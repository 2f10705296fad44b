import indexHtml from '../../index.html?raw';

/** The skeleton index.html paints in #root before any script runs (the card page's loader). */
export const indexSkeleton =
  new DOMParser().parseFromString(indexHtml, 'text/html').getElementById('root')?.innerHTML ?? '';
