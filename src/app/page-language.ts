import { createContext, type MiddlewareFunction } from 'react-router-dom';
import { activatePageLanguage } from '@/components/owner-language';

/**
 * The activation of the page's language for the navigation being loaded, in its loaders'
 * `context`: a loader that speaks (a guard's toast) awaits it, so it speaks the page's language.
 * Outside {@link pageLanguageMiddleware} (a test's own routes) the language already shown.
 */
export const pageLanguageContext = createContext<Promise<void>>(Promise.resolve());

/**
 * The page's language as React Router middleware (https://reactrouter.com/how-to/middleware),
 * which runs before any loader of a navigation: it starts `activatePageLanguage` and hands it to
 * the loaders through {@link pageLanguageContext}, lets them run beside the catalogues' download
 * (`next`), and holds the page until both are done, so no page renders in the language it is
 * leaving.
 * @param page as `activatePageLanguage`: `owner` for the owner's and the admin's pages, `status`
 *   for the error and not-found screens (every language of the card)
 */
export function pageLanguageMiddleware(page: 'owner' | 'status'): MiddlewareFunction {
  return async ({ request, context }, next) => {
    const ready = activatePageLanguage(page, new URL(request.url));
    // Awaited below, after the loaders, or by a loader first: never an unhandled rejection.
    ready.catch(() => undefined);
    context.set(pageLanguageContext, ready);
    await next();
    await ready;
  };
}
