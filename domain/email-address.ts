/**
 * The addresses the service accepts: Zod's own e-mail rule, but every domain label must begin
 * and end with a letter or digit (RFC 1035), at most 63 characters. Zod alone lets through
 * `…@x.example-.no`, which no mail server delivers to: the person would wait for a receipt that
 * can never come, instead of being told at the field.
 */
export const EMAIL_ADDRESS =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/
