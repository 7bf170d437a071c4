/** What every report form says around its fields: steps, files, captcha, sending, receipt. */
export const reportFormNb = {
  attachments: 'Vedlegg',
  attachmentsHelp:
    'Bilder av produktet, merkingen eller kvitteringen hjelper myndigheten. Du kan legge ved opptil {count} filer på høyst {size} hver ({extensions}).',
  attachmentsChosen: 'Valgte filer',
  removeFile: 'Fjern {name}',
  filesChosen: 'Filer lagt ved: {count}',
  questionIntro:
    'Svar på regnestykket, så vet vi at det er et menneske som sender. (Med JavaScript slått på sjekker vi det uten spørsmål.)',
  question: 'Hva er {a} pluss {b}? Skriv svaret med tall.',
  progress: 'Steg i skjemaet',
  stepOf: 'Steg {step} av {count}',
  summaryStep: 'Se over og send',
  summaryLead: 'Sjekk at opplysningene stemmer før du sender.',
  change: 'Endre «{part}»',
  previous: 'Forrige',
  next: 'Neste',
  send: 'Send',
  sending: 'Sender …',
  choose: 'Velg',
  receivedHeading: 'Takk! Vi har mottatt meldingen',
  receivedText:
    'Referansenummeret er {reference}. Oppgi det hvis du kontakter myndigheten om meldingen.',
  receivedNext:
    'Meldingen går til myndigheten som har ansvar for denne typen produkter. Har du oppgitt e-postadressen din, får du en kvittering.',
  receivedNextObservation:
    'Observasjonen går til myndigheten som har ansvar for produktet. Har du oppgitt e-postadressen din, får du en kvittering.',
  uploadsHeading: 'Vedlegg',
  uploadWaiting: 'Venter',
  uploadProgress: '{percent} % sendt',
  uploadDone: 'Sendt',
  uploadFailedShort: 'Ikke sendt',
  uploadFailed: 'Filen kom ikke fram. Prøv igjen.',
  retryUpload: 'Send {name} på nytt',
  uploadingHeading: 'Vedleggene sendes',
  uploadingText:
    'Meldingen er lagret, men den går ikke videre til myndigheten før vedleggene har kommet fram. Ikke lukk siden før alle filene er sendt.',
  finishWithout: 'Send meldingen uten filene som ikke kom fram',
  missingFiles: 'Disse filene kom ikke fram og følger ikke med meldingen: {names}.',
  backHome: 'Til forsiden',
}
