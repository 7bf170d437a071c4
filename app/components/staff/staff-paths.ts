/** The staff area's addresses that its pages and its server code both name. */
export const START_PATH = '/forvaltning'
export const SIGN_IN_PATH = '/forvaltning/logg-inn'
export const SIGN_OUT_PATH = '/forvaltning/logg-ut'
/** Sign-in through the identity provider: the button posts here, and the provider sends back here. */
export const OIDC_RETURN_PATH = '/forvaltning/logg-inn/oidc'
