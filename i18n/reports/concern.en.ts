import type { reportConcernNb } from './concern.nb.ts'

export const reportConcernEn: typeof reportConcernNb = {
  title: 'Send a concern message',
  description:
    'Tell us about a product you think may be dangerous, or that has hurt someone. The product does not need to be on the list of dangerous products.',
  lead: 'Tell us about the product and what happened. The message goes to the authority responsible for this kind of product.',
  requiredNote:
    'You must say who you report as, the name of the product and what happened. Everything else is optional, but helps the authority follow it up.',
  stepSender: 'About you',
  stepProduct: 'The product',
  stepIncident: 'What happened',
  stepInjured: 'Injured persons',
  stepAttachments: 'Attachments',
  senderLead:
    'You may report without a name. If you give your e-mail address, you get a receipt, and the authority can contact you if they need to know more.',
  listedProduct: 'You are reporting a product from the list of dangerous products:',
  categoryHelp: 'Choose the one that fits best. Skip it if you are unsure.',
  categoryPlaceholder: 'Choose a category',
  categoryOther: '{name}, other',
  productNameHelp: 'The name or model as written on the product or its packaging.',
  producerHelp: 'The brand or the company that made the product, if you know it.',
  storeHelp: 'The shop or web shop where the product was bought.',
  otherInfoHelp:
    'For example the barcode (EAN), the batch or serial number, or when the product was bought.',
  backgroundHelp: 'What was the product used for, and by whom?',
  causePlaceholder: 'Choose a cause',
  consequenceHelp: 'Tick all that apply.',
  consequences: {
    firstAid: 'First aid or treatment at home',
    doctor: 'Treatment by a doctor or at an emergency clinic',
    hospital: 'Admitted to hospital',
    lasting: 'Lasting injury',
    death: 'Death',
    fire: 'Fire or smoke damage',
    property: 'Damage to a home, a vehicle or other things',
  },
  descriptionHelp: 'Describe what happened, as precisely as you can.',
  dateHelp: 'Write the date as dd.mm.yyyy, for example 03.11.2026.',
  placeFound: 'Place: {place}',
  injuredLead:
    'Was anyone hurt? Add one row for each person. We do not ask for names, only sex and age.',
  person: 'Person {number}',
  addPerson: 'Add an injured person',
  removePerson: 'Remove person {number}',
  ageHelp: 'In whole years.',
  attachmentsLead:
    'Pictures of the product, the damage, the labelling or the receipt make it easier for the authority to assess the case.',
}
