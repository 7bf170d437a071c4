/**
 * The service's mark: a warning triangle on the theme's blue. Drawn inline so the header needs
 * no image request; hidden from assistive technology because the app name beside it says it all.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 48 48"
      width="48"
      height="48"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="48" height="48" rx="10" fill="#0062ba" />
      <path
        d="M24 9.5c1.1 0 2.1.6 2.6 1.5l13.1 22.7c1.2 2-.3 4.5-2.6 4.5H10.9c-2.3 0-3.8-2.5-2.6-4.5L21.4 11c.5-.9 1.5-1.5 2.6-1.5Z"
        fill="#f2c275"
      />
      <path d="M22.2 18.5h3.6l-.7 10.2h-2.2l-.7-10.2Z" fill="#24272b" />
      <circle cx="24" cy="32.6" r="2" fill="#24272b" />
    </svg>
  )
}
