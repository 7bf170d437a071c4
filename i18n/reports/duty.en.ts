import type { reportDutyNb } from './duty.nb.ts'

export const reportDutyEn: typeof reportDutyNb = {
  title: 'Duty-to-report message',
  description:
    'The form for producers, importers and distributors who must report a product that may be dangerous.',
  lead: 'For producers, importers and distributors who have made available a product that may pose an unacceptable risk to health or the environment (Product Control Act, section 6b). The message goes to the authority responsible for the product.',
  deadlineHeading: 'When to report',
  deadline:
    'Report as soon as possible and within 10 days at the latest. If the risk is serious and needs immediate action, report within 3 days.',
  incomplete:
    'Report even if you do not have all the information yet. You can send what is missing later.',
  gateway:
    "If the product was also sold in another EU or EEA country, report it in the EU's Product Safety Business Alert Gateway instead. The same goes for cosmetics and leisure boats.",
  stepBusiness: 'The business',
  stepProduct: 'The product',
  stepTrade: 'Sales and supply chain',
  stepRisk: 'Risk assessment',
  stepMeasures: 'Measures taken',
  stepAttachments: 'Attachments',
  organisationNumberHelp:
    'Nine digits, as in the Central Coordinating Register for Legal Entities.',
  contactLead:
    'The authority contacts this person if they have questions. The receipt goes to the e-mail address.',
  phoneHelp: 'At least 8 digits. Start with the country code if the number is not Norwegian.',
  rolesHelp: 'Choose all that apply to the business.',
  categoryHelp: 'Choose the category that fits best.',
  categoryOther: '{name}, other',
  serialHelp: 'Often found on the product, its packaging or the invoice.',
  eanHelp: '8 or 13 digits, printed under the barcode.',
  customsCodeHelp: 'The commodity code in the customs tariff, 6 to 10 digits.',
  amountSoldHelp: 'About how many were sold or delivered to customers. Write the number only.',
  soldAbroadHelp: 'Was the product sold in countries other than Norway?',
  countriesHelp:
    "Choose every country outside Norway where the product was sold. If one of them is in the EU or EEA, report in the EU's Product Safety Business Alert Gateway.",
  countryFilter: 'Find a country in the list',
  countryFilterHelp: 'Type part of the name, and the list shows only the countries that match.',
  countriesChosen: 'Chosen: {countries}',
  noCountryMatches: 'No country matches “{query}”.',
  wirelessHelp: 'For example Bluetooth, Wi-Fi or a mobile network.',
  producerLead:
    'Tell us who made the product, and which importers and distributors you know have had it.',
  importer: 'Importer {number}',
  addImporter: 'Add an importer',
  removeImporter: 'Remove importer {number}',
  distributor: 'Distributor {number}',
  addDistributor: 'Add a distributor',
  removeDistributor: 'Remove distributor {number}',
  risksHelp: 'Choose every hazard the product may cause.',
  levelHelp:
    'Choose Serious when the risk needs immediate action. Then the message must be sent within 3 days.',
  incidentHelp: 'Do you know of accidents, injuries or near misses with the product?',
  likelihoodHelp:
    'How likely is it that someone gets hurt, and how serious could the injury be? Say what your assessment is based on.',
  measuresHelp: 'Choose the measures the business has taken or will take.',
  measureDescriptionHelp:
    'For example when the product was taken off sale, and how customers are told.',
  attachmentsLead:
    'Please attach the risk assessment, test reports and pictures of the product and its labelling.',
}
