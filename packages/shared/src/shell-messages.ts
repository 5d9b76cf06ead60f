/**
 * The one catalogue text the web app's shell needs on every page: a call that needs a session and has
 * none. It is MESSAGES.noAuthToken; it lives in a module of its own because a bundle takes a module
 * whole, and the shell would otherwise load the whole catalogue (20 KB) with it.
 */
export const NO_AUTH_TOKEN_MESSAGE = 'No authentication token found';
