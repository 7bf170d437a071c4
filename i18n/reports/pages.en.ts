import type { reportPagesNb } from './pages.nb.ts'

export const reportPagesEn: typeof reportPagesNb = {
  start: {
    title: 'Report a product',
    crumb: 'Report',
    discardDrafts:
      'You have started a report that has not been sent. Do you want to delete what you have written and start again?',
    description:
      'Report a dangerous product: an observation of a listed product, a concern message, or a duty-to-report message from a business.',
    lead: 'Choose what fits you. The report goes to the authority responsible for the product. You do not need to log in.',
    observation: {
      heading: 'I have seen a product from the list',
      text: 'Have you seen a product from Dangerous products in a shop or online? Tell us where and when, so the authority can follow it up.',
      link: 'Report an observation',
    },
    concern: {
      heading: 'I am worried about a product',
      text: 'Has a product hurt someone, or do you think it is dangerous? Send a concern message. The product need not be on the list.',
      link: 'Send a concern message',
    },
    duty: {
      heading: 'I report for a business',
      text: 'Producers, importers and distributors who learn that a product they supplied may be dangerous must tell the authority at once.',
      link: 'Send a duty-to-report message',
    },
  },
  observation: {
    title: 'Report an observation',
    description:
      'Tell us where and when you saw a product from the list of dangerous products, so the authority can follow it up.',
    lead: 'Tell us where and when you saw the product. The report goes to the authority responsible for it.',
    stepProduct: 'The product',
    stepSeen: 'Where and when',
    stepSender: 'About you',
    productSearch: 'Search for the product',
    productSearchHelp:
      'Type the name, the brand or the EAN number, and choose the product in the list.',
    productSearchButton: 'Search',
    productMatches: 'Matching products',
    noProducts: 'No products match “{query}”. Try another word.',
    chosenProduct: 'You are reporting',
    otherProduct: 'Choose another product',
    dateHelp: 'Write the date as dd.mm.yyyy, for example 03.11.2026.',
    placeHelp: 'The name of the shop and the place, or the web address.',
    senderLead:
      'You may report without a name. If you give your e-mail address, you get a receipt.',
  },
}
