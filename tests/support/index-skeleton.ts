import profileHtml from '../../profile.html?raw';

/** The card skeleton profile.html paints in #root before any script runs, as the card finds it. */
export const indexSkeleton =
  new DOMParser().parseFromString(profileHtml, 'text/html').querySelector('#root > .boot')
    ?.outerHTML ?? '';
