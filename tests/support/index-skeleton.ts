import indexHtml from '../../index.html?raw';

/**
 * The card skeleton index.html paints in #root before any script runs (shown in profile.html,
 * `data-page="card"`; build/card-document.ts), as the card page finds it.
 */
export const indexSkeleton =
  new DOMParser().parseFromString(indexHtml, 'text/html').querySelector('#root > .boot')
    ?.outerHTML ?? '';
