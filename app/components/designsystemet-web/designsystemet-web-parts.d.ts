// The modules of @digdir/designsystemet-web's build that vite.config.ts lets the browser build
// import one by one (its package exports only the whole runtime).
declare module 'designsystemet-web-parts/pagination/pagination.js' {
  export { pagination } from '@digdir/designsystemet-web'
}
