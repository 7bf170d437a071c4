import type { reportFormNb } from './form.nb.ts'

export const reportFormNn: typeof reportFormNb = {
  attachments: 'Vedlegg',
  attachmentsHelp:
    'Bilete av produktet, merkinga eller kvitteringa hjelper styresmakta. Du kan legge ved opptil {count} filer på høgst {size} kvar ({extensions}).',
  attachmentsChosen: 'Valde filer',
  removeFile: 'Fjern {name}',
  filesChosen: 'Filer lagde ved: {count}',
  questionIntro:
    'Svar på reknestykket, så veit vi at det er eit menneske som sender. (Med JavaScript slått på sjekkar vi det utan spørsmål.)',
  question: 'Kva er {a} pluss {b}? Skriv svaret med tal.',
  progress: 'Steg i skjemaet',
  stepOf: 'Steg {step} av {count}',
  summaryStep: 'Sjå over og send',
  summaryLead: 'Sjekk at opplysningane stemmer før du sender.',
  change: 'Endre «{part}»',
  previous: 'Førre',
  next: 'Neste',
  send: 'Send',
  sending: 'Sender …',
  choose: 'Vel',
  receivedHeading: 'Takk! Vi har fått meldinga',
  receivedText:
    'Referansenummeret er {reference}. Oppgi det viss du kontaktar styresmakta om meldinga.',
  receivedNext:
    'Meldinga går til styresmakta som har ansvar for denne typen produkt. Har du oppgitt e-postadressa di, får du ei kvittering.',
  receivedNextObservation:
    'Observasjonen går til styresmakta som har ansvar for produktet. Har du oppgitt e-postadressa di, får du ei kvittering.',
  uploadsHeading: 'Vedlegg',
  uploadWaiting: 'Ventar',
  uploadProgress: '{percent} % sendt',
  uploadDone: 'Sendt',
  uploadFailedShort: 'Ikkje sendt',
  uploadFailed: 'Fila kom ikkje fram. Prøv igjen.',
  retryUpload: 'Send {name} på nytt',
  uploadingHeading: 'Vedlegga blir sende',
  uploadingText:
    'Meldinga er lagra, men ho går ikkje vidare til styresmakta før vedlegga har kome fram. Ikkje lukk sida før alle filene er sende.',
  finishWithout: 'Send meldinga utan filene som ikkje kom fram',
  missingFiles: 'Desse filene kom ikkje fram og følgjer ikkje med meldinga: {names}.',
  backHome: 'Til framsida',
}
