import type { RootSeed } from './category-types.ts'
import { laws, regulations } from './laws.ts'

export const protectiveEquipment: RootSeed = {
  navn: 'Verneutstyr',
  shape: 'hardhat',
  authority: 'Arbeidstilsynet',
  lov: laws.produktkontroll,
  forskrift: regulations.verneutstyr,
  naeringsKode: '46.690 Engroshandel med maskiner og utstyr ellers',
  trade: 'Safety',
  powered: false,
  proffRate: 0.6,
  colours: ['gul', 'oransje', 'hvit', 'blå', 'svart'],
  consumable: false,
  branches: [
    {
      navn: 'Personlig verneutstyr',
      leaves: [
        {
          navn: 'Vernebriller og visir',
          types: ['Vernebriller/p', 'Sveiseskjerm', 'Ansiktsvisir/n'],
          variants: ['klar', 'tonet', 'DIN 11'],
          shape: 'goggles',
          risks: ['Skade på syn', 'Personskade'],
          standard: 'NS-EN 166:2001',
          hazards: {
            'Skade på syn':
              'Glassene tåler ikke slag og kan knuse, slik at brukeren får øyeskader.',
          },
        },
        {
          navn: 'Hørselvern',
          types: [
            'Hørselvern/n',
            { noun: 'Ørepropper/p', colours: ['oransje', 'gul'] },
            { noun: 'Hørselvern med radio/n', power: 'battery' },
          ],
          variants: ['SNR 30', 'SNR 35'],
          shape: 'earmuffs',
          risks: ['Hørselsskade'],
          standard: 'NS-EN 352-1:2020',
          hazards: {
            Hørselsskade:
              'Hørselvernet demper mindre støy enn oppgitt, og brukeren kan få varige hørselsskader.',
          },
        },
        {
          navn: 'Vernehansker',
          types: [
            'Vernehansker/p',
            { noun: 'Kjemikaliehansker/p', risks: ['Kjemisk'] },
            { noun: 'Kuttbeskyttende hansker/p', risks: ['Kutt og stikk'] },
          ],
          variants: ['str. 9', 'str. 10', '12-pakning'],
          shape: 'glove',
          risks: ['Kutt og stikk', 'Kjemisk'],
          standard: 'NS-EN 388:2016+A1:2018',
          materials: ['nitril', 'lær', 'HPPE-fiber'],
          substances: ['krom VI', 'PAH'],
          hazards: {
            'Kutt og stikk': 'Hanskene beskytter dårligere mot kutt enn merkingen lover.',
          },
        },
        {
          navn: 'Åndedrettsvern',
          types: ['Åndedrettsvern/n', 'Støvmaske', 'Halvmaske', 'Munnbind/n'],
          variants: ['FFP2', 'FFP3', '10-pakning'],
          shape: 'mask',
          risks: ['Mikrobiologisk', 'Kjemisk', 'Personskade'],
          hazards: {
            Personskade:
              'Filteret slipper gjennom for mye støv og partikler og beskytter ikke lungene slik det skal.',
          },
          standard: 'NS-EN 149:2001+A1:2009',
          consumable: true,
        },
        {
          navn: 'Vernehjelmer',
          types: ['Vernehjelm', 'Industrihjelm', 'Skogshjelm'],
          variants: ['justerbar', 'med visir'],
          shape: 'hardhat',
          risks: ['Personskade'],
          standard: 'NS-EN 397:2012+A1:2012',
          hazards: {
            Personskade:
              'Hjelmen tåler ikke slag slik den skal, og brukeren kan få alvorlige hodeskader.',
          },
        },
      ],
    },
    {
      navn: 'Fallsikring og synlighet',
      leaves: [
        {
          navn: 'Fallsikringsutstyr',
          types: ['Sikringssele', 'Falldemper', 'Line med falldemper'],
          variants: ['2 m', 'str. M–XL'],
          shape: 'ladder',
          risks: ['Fall'],
          standard: 'NS-EN 361:2002',
          hazards: {
            Fall: 'Selen eller festepunktet kan ryke ved et fall, slik at brukeren faller ned.',
          },
        },
        {
          navn: 'Refleks og synlighetsklær',
          types: ['Refleksvest', 'Refleksbånd/n', 'Refleks', 'Varselsjakke'],
          variants: ['klasse 2', 'for barn', 'str. L'],
          shape: 'lifejacket',
          risks: ['Personskade'],
          standard: 'NS-EN 17353:2020',
          hazards: {
            Personskade:
              'Refleksen lyser svakere enn kravet, og brukeren kan bli oversett i trafikken.',
          },
          colours: ['gul', 'oransje'],
        },
      ],
    },
    {
      navn: 'Maskiner',
      powered: true,
      forskrift: regulations.maskiner,
      leaves: [
        {
          navn: 'Vedkløyvere og flishoggere',
          types: [
            {
              noun: 'Vedkløyver',
              risks: ['Klemskade', 'Kutt og stikk'],
              variants: ['7 tonn', '10 tonn'],
            },
            { noun: 'Flishogger', power: 'fuel', variants: ['6,5 hk'] },
            {
              noun: 'Kappsag',
              risks: ['Kutt og stikk', 'Hørselsskade'],
              variants: ['700 mm', '400 V'],
            },
          ],
          variants: ['7 tonn', '10 tonn', 'bensin'],
          shape: 'sawblade',
          risks: ['Klemskade', 'Kutt og stikk', 'Hørselsskade'],
          standard: 'NS-EN 609-1:2017',
        },
        {
          navn: 'Betongblandere og kompressorer',
          types: [
            {
              noun: 'Betongblander',
              risks: ['Klemskade', 'Elektrisk støt'],
              variants: ['140 l', '180 l'],
            },
            { noun: 'Kompressor', variants: ['50 l', '24 l'] },
            {
              noun: 'Høytrykksvasker',
              risks: ['Elektrisk støt', 'Personskade'],
              variants: ['150 bar'],
            },
          ],
          variants: ['140 l', '50 l', '150 bar'],
          shape: 'bucket',
          risks: ['Klemskade', 'Elektrisk støt', 'Eksplosjon'],
          standard: 'NS-EN ISO 12100:2010',
          hazards: {
            Personskade:
              'Vannstrålen kan løsne pistolen fra hånden og treffe brukeren eller andre.',
            Eksplosjon: 'Trykktanken kan sprekke fordi sikkerhetsventilen ikke åpner.',
          },
        },
      ],
    },
  ],
}
