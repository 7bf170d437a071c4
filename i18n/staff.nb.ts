/**
 * The staff area (/forvaltning) and its e-mail, in Bokmål only: the authorities' staff work in
 * Norwegian. Kept out of the visitors' catalogue (nb.ts), so no public page loads these texts.
 */
export const staffNb = {
  area: 'Forvaltning',
  roles: { redaktor: 'Redaktør', administrator: 'Administrator' },
  validation: {
    required: 'Dette feltet er påkrevd!',
    invalidEmail: 'Dette må være en gyldig e-postadresse',
    tooLong: 'Teksten kan ikke være lenger enn 200 tegn',
    invalidRole: 'Rollen må være redaktor eller administrator',
    authorityRequired: 'En redaktør må høre til en myndighet',
    invalidAuthority: 'Myndigheten må oppgis med sitt nummer',
  },
  signIn: {
    title: 'Logg inn i forvaltningen',
    lead: 'Skriv e-postadressen du er registrert med. Vi sender deg en lenke som logger deg inn. Lenken virker i 15 minutter, én gang, og bare i denne nettleseren.',
    email: 'E-postadresse',
    submit: 'Send meg en innloggingslenke',
    tooMany: 'Du har bedt om for mange lenker. Vent litt, og prøv igjen.',
    sentTitle: 'Sjekk e-posten din',
    sentText:
      'Er adressen registrert hos oss, får du snart en e-post med en innloggingslenke. Åpne lenken i denne nettleseren innen 15 minutter.',
    sentAgain: 'Fikk du ingen e-post? Kontroller adressen og be om en ny lenke.',
    askAgain: 'Be om en ny lenke',
  },
  oidc: {
    lead: 'Du logger inn med brukeren du har hos myndigheten din.',
    submit: 'Logg inn med myndighetens innlogging',
    refusedTitle: 'Du ble ikke logget inn',
    refused: {
      answer:
        'Innloggingen kunne ikke fullføres. Den kan ha tatt for lang tid, vært startet i en annen nettleser, eller blitt avbrutt. Prøv igjen.',
      unknown:
        'Du er ikke registrert som ansatt i forvaltningen. Be en administrator hos myndigheten din om å legge deg til.',
      unverified:
        'Innloggingstjenesten har ikke bekreftet e-postadressen din, så vi kan ikke vite hvem du er. Be en administrator om hjelp.',
    },
    tryAgain: 'Tilbake til innloggingen',
  },
  link: {
    title: 'Logg inn',
    confirmText: 'Trykk på knappen for å logge inn i forvaltningen av Farlige produkter.',
    confirm: 'Logg inn',
    invalidTitle: 'Lenken virker ikke',
    invalidText:
      'Lenken er brukt, utløpt eller åpnet i en annen nettleser enn den du ba om den i. Be om en ny lenke i nettleseren du vil bruke.',
  },
  start: {
    title: 'Forvaltning',
    signedInAs: 'Du er logget inn som {name}.',
    role: 'Rolle',
    authority: 'Myndighet',
    allAuthorities: 'Alle myndigheter',
    email: 'E-postadresse',
    signOut: 'Logg ut',
    administration: 'Administrasjon',
  },
  staffList: {
    title: 'Ansatte',
    caption: 'Alle ansatte i forvaltningen',
    name: 'Navn',
    email: 'E-postadresse',
    role: 'Rolle',
    authority: 'Myndighet',
    noAuthority: 'Ingen (administrator)',
    status: 'Status',
    active: 'Aktiv',
    inactive: 'Deaktivert',
    save: 'Lagre endringen',
    deactivate: 'Deaktiver',
    addTitle: 'Legg til en ansatt',
    add: 'Legg til',
    done: {
      added: 'Den ansatte er lagt til. De kan logge inn nå.',
      changed: 'Endringen er lagret.',
      deactivated: 'Den ansatte er deaktivert og logget ut.',
    },
    refused: {
      'address-taken': 'Denne e-postadressen er allerede registrert',
      'unknown-authority': 'Myndigheten finnes ikke',
      self: 'Du kan ikke deaktivere deg selv',
    },
  },
  audit: {
    title: 'Revisjonslogg',
    caption: 'Hendelser, nyeste først',
    filter: 'Filtrer',
    action: 'Handling',
    anyAction: 'Alle handlinger',
    person: 'Ansatt',
    anyPerson: 'Alle ansatte',
    from: 'Fra dato',
    to: 'Til dato',
    when: 'Tidspunkt',
    subject: 'Gjelder',
    details: 'Detaljer',
    nobody: 'Systemet',
    empty: 'Ingen hendelser passer med filteret.',
    actions: {
      innlogging: 'Logget inn',
      utlogging: 'Logget ut',
      'ansatt.opprettet': 'La til ansatt',
      'ansatt.endret': 'Endret ansatt',
      'ansatt.deaktivert': 'Deaktiverte ansatt',
      'produkt.utkast': 'Lagret produktutkast',
      'produkt.publisert': 'Publiserte produkt',
      'produkt.endret': 'Endret produkt',
      'produkt.trukket-tilbake': 'Trakk tilbake produkt',
      'produkt.importert': 'Importerte produkter fra regneark',
      'ruting.lagt-til': 'La til rutingregel',
      'ruting.endret': 'Endret rutingregel',
      'ruting.slettet': 'Slettet rutingregel',
    } as Record<string, string>,
  },
  forbidden: 'Du har ikke tilgang til denne siden.',
  signOut: {
    title: 'Logg ut',
    text: 'Vil du logge ut av forvaltningen?',
    submit: 'Logg ut',
  },
  signedOut: 'Du er logget ut.',
  mail: {
    subject: 'Logg inn i forvaltningen av Farlige produkter',
    greeting: 'Hei, {name}!',
    intro: 'Du har bedt om å logge inn i forvaltningen av Farlige produkter.',
    action: 'Logg inn',
    expiry: 'Lenken virker i {minutes} minutter, én gang, og bare i nettleseren du ba om den i.',
    ignore: 'Har du ikke bedt om dette, kan du se bort fra e-posten. Ingen blir logget inn.',
    automatic:
      'Denne e-posten er sendt automatisk fra Farlige produkter. Du kan ikke svare på den.',
  },
}

export type StaffTexts = typeof staffNb
