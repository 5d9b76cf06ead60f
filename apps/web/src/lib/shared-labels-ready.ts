import { currentLanguage } from './i18n';

let ready: Promise<void> | undefined;

/**
 * The shared tables' labels in the page's language (decision 182): on a Hindi page, the first call loads
 * their Hindi and puts it in the tables; every later call waits for the same. The screens that show a
 * status, a kind or a criterion wait for it before they render: they are the pages under the router's
 * data branches (app/routes.tsx). The home page and the other content pages show none, so they do not
 * load it (decision 203). An English page, and the prerender, never change the tables.
 */
export function sharedLabelsReady(): Promise<void> {
  if (import.meta.env.SSR || currentLanguage() !== 'hi') return Promise.resolve();
  return (ready ??= import('./shared-labels').then(({ localizeSharedLabels }) => localizeSharedLabels()));
}
