import type { reportFormNb } from './form.nb.ts'

export const reportFormEn: typeof reportFormNb = {
  attachments: 'Attachments',
  attachmentsHelp:
    'Pictures of the product, its labelling or the receipt help the authority. You can attach up to {count} files of at most {size} each ({extensions}).',
  attachmentsChosen: 'Chosen files',
  removeFile: 'Remove {name}',
  filesChosen: 'Files attached: {count}',
  questionIntro:
    'Answer the sum so we know a person is sending. (With JavaScript on, we check this without a question.)',
  question: 'What is {a} plus {b}? Write the answer in digits.',
  progress: 'Steps of the form',
  stepOf: 'Step {step} of {count}',
  summaryStep: 'Check and send',
  summaryLead: 'Check that everything is right before you send.',
  change: 'Change “{part}”',
  previous: 'Previous',
  next: 'Next',
  send: 'Send',
  sending: 'Sending …',
  choose: 'Choose',
  receivedHeading: 'Thank you! We have received your report',
  receivedText:
    'The reference number is {reference}. Give it if you contact the authority about the report.',
  receivedNext:
    'The report goes to the authority responsible for this kind of product. If you gave your e-mail address, you will get a receipt.',
  receivedNextObservation:
    'The observation goes to the authority responsible for the product. If you gave your e-mail address, you will get a receipt.',
  uploadsHeading: 'Attachments',
  uploadWaiting: 'Waiting',
  uploadProgress: '{percent} % sent',
  uploadDone: 'Sent',
  uploadFailedShort: 'Not sent',
  uploadFailed: 'The file did not arrive. Try again.',
  retryUpload: 'Send {name} again',
  uploadingHeading: 'Sending the attachments',
  uploadingText:
    'The message is saved, but it does not go on to the authority until the attachments have arrived. Keep this page open until every file is sent.',
  finishWithout: 'Send the message without the files that did not arrive',
  missingFiles: 'These files did not arrive and do not come with the message: {names}.',
  backHome: 'To the front page',
}
